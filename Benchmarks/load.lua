-- wrk script for Benchmarks/run's load step.
--
-- HARK_TOKEN set: every request starts a conversation as that user with a request List-o-Mat
-- answers at once ("show the grocery store list"). Unset: plain GETs (the health endpoint).
-- At the end, one JSON line on standard output with throughput, latency percentiles and errors.
local token = os.getenv("HARK_TOKEN")
if token and token ~= "" then
  wrk.method = "POST"
  wrk.body = '{"text": "show the grocery store list", "locale": "en"}'
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = "Bearer " .. token
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d, ' ..
    '"non_2xx": %d, "socket_errors": %d}\n',
    summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
