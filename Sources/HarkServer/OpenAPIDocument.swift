/// The API's description, served at `/openapi.json` (OpenAPI 3.1).
enum OpenAPIDocument {
    static let json = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "Hark",
            "version": "1.0.0",
            "description": "The assistant as a service: conversations in English, Spanish, French, Japanese and Arabic, intents invoked with structured values, the installed apps, their permissions and vocabulary. Every /v1 request carries a user's bearer token (hark users add NAME); each user sees only their own conversations, permissions and vocabulary. Errors are {\"error\": {\"code\", \"message\"}}; a path asked with a method it does not take is a 405 whose Allow header lists the methods it takes."
          },
          "servers": [{"url": "/"}],
          "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "schemas": {
              "Error": {
                "type": "object", "required": ["error"],
                "properties": {"error": {"type": "object", "required": ["code", "message"], "properties": {
                  "code": {"type": "string", "enum": ["malformedRequest", "unauthorized", "notFound", "methodNotAllowed", "unknownApp", "unknownConversation", "unsupportedLocale", "bodyTooLarge", "invalidValue", "invalidUserName", "internalError"]},
                  "message": {"type": "string"}}}}
              },
              "UserTurn": {
                "type": "object", "required": ["text"],
                "properties": {
                  "text": {"type": "string", "description": "What the user typed or said."},
                  "locale": {"type": "string", "default": "en", "description": "The assistant language: en, es, fr, ja or ar, with or without a region."},
                  "locked": {"type": "boolean", "default": false, "description": "Whether the user's device is locked: a request restricted while locked asks the user to unlock first, and goes on with the next turn that is not locked."}
                }
              },
              "ParameterValue": {
                "type": "object", "minProperties": 1, "maxProperties": 1,
                "description": "One key, the kind, holding the value: {\"speakableString\": {\"spokenPhrase\": \"Grocery Store\"}}, {\"integer\": 2}, {\"list\": [{\"speakableString\": {\"spokenPhrase\": \"rice\"}}]}.",
                "additionalProperties": true
              },
              "Invocation": {
                "type": "object", "required": ["intent"],
                "properties": {
                  "intent": {"type": "string", "description": "The intent's name, as its definition file declares it: AddTasks, SearchForNotebookItems, OrderPizza…"},
                  "parameters": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/ParameterValue"}},
                  "app": {"type": "string", "description": "The app to handle it, by identifier; else the only app that handles the intent, or the assistant asks."},
                  "locale": {"type": "string", "default": "en"},
                  "locked": {"type": "boolean", "default": false, "description": "Whether the user's device is locked."}
                }
              },
              "Snippet": {
                "type": "object", "required": ["html", "source"],
                "properties": {
                  "html": {"type": "string", "description": "The card as an HTML fragment; every value in it is escaped."},
                  "source": {"type": "string", "enum": ["app", "default"]}
                }
              },
              "AssistantTurn": {
                "type": "object",
                "required": ["conversation", "say", "expecting", "choices", "app", "intent", "code", "parameters", "card"],
                "properties": {
                  "conversation": {"type": "string", "description": "Pass it back to continue: POST /v1/conversations/{conversation}."},
                  "say": {"type": "string", "description": "What the assistant says, in the turn's locale."},
                  "expecting": {"type": "string", "enum": ["nothing", "value", "choice", "confirmation"]},
                  "choices": {"type": "array", "items": {"type": "string"}},
                  "app": {"type": ["string", "null"]},
                  "intent": {"type": ["string", "null"]},
                  "code": {"type": ["string", "null"], "description": "The response code once the request is over."},
                  "parameters": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/ParameterValue"}},
                  "card": {"oneOf": [{"$ref": "#/components/schemas/Snippet"}, {"type": "null"}]}
                }
              },
              "App": {
                "type": "object", "required": ["identifier", "displayName", "alternativeNames", "intents", "authorization", "examples"],
                "properties": {
                  "identifier": {"type": "string"}, "displayName": {"type": "string"},
                  "alternativeNames": {"type": "array", "items": {"type": "string"}},
                  "intents": {"type": "array", "items": {"type": "string"}},
                  "usageDescription": {"type": ["string", "null"]},
                  "authorization": {"type": "string", "enum": ["allowed", "denied", "notDetermined"]},
                  "examples": {"type": "array", "description": "What to say to the app, in the requested locale, with the intent each is understood as.",
                    "items": {"type": "object", "required": ["intent", "sentence"], "properties": {"intent": {"type": "string"}, "sentence": {"type": "string"}}}}
                }
              },
              "Vocabulary": {
                "type": "object", "required": ["values"],
                "properties": {"values": {"type": "array", "maxItems": 2000, "items": {"oneOf": [
                  {"type": "string"},
                  {"type": "object", "required": ["spokenPhrase"], "properties": {
                    "spokenPhrase": {"type": "string"}, "identifier": {"type": "string"}, "pronunciationHint": {"type": "string"}}}]}}}
              }
            },
            "responses": {
              "BadRequest": {"description": "Malformed JSON, a missing field or an unknown locale.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Unauthorized": {"description": "No token, or one that belongs to nobody.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "NotFound": {"description": "No such app or conversation (for this user).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "TooLarge": {"description": "The body is larger than 64 KiB.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Unprocessable": {"description": "Well-formed, but a value cannot be used.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
              "Turn": {"description": "The assistant's turn.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/AssistantTurn"}}}},
              "App": {"description": "The app and the user's permission.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/App"}}}}
            },
            "parameters": {
              "app": {"name": "app", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The app's identifier, display name or alternative name."},
              "locale": {"name": "locale", "in": "query", "schema": {"type": "string", "default": "en"}, "description": "The language of usage descriptions."}
            }
          },
          "security": [{"bearer": []}],
          "paths": {
            "/health": {"get": {"summary": "Whether the server is up", "security": [], "responses": {"200": {"description": "Up.", "content": {"application/json": {"schema": {"type": "object", "properties": {"status": {"type": "string"}, "apps": {"type": "integer"}}}}}}}}},
            "/openapi.json": {"get": {"summary": "This document", "security": [], "responses": {"200": {"description": "OpenAPI 3.1."}}}},
            "/": {"get": {"summary": "The web page", "security": [], "responses": {"200": {"description": "HTML."}}}},
            "/v1/me": {"get": {"summary": "Who the token belongs to", "responses": {"200": {"description": "The user.", "content": {"application/json": {"schema": {"type": "object", "properties": {"user": {"type": "string"}}}}}}, "401": {"$ref": "#/components/responses/Unauthorized"}}}},
            "/v1/conversations": {"post": {"summary": "Start a conversation with what the user said",
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/UserTurn"}}}},
              "responses": {"200": {"$ref": "#/components/responses/Turn"}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "413": {"$ref": "#/components/responses/TooLarge"}, "422": {"$ref": "#/components/responses/Unprocessable"}}}},
            "/v1/conversations/{id}": {
              "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
              "post": {"summary": "Continue one of the user's conversations: answer its question, or make the next request",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/UserTurn"}}}},
                "responses": {"200": {"$ref": "#/components/responses/Turn"}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}, "413": {"$ref": "#/components/responses/TooLarge"}, "422": {"$ref": "#/components/responses/Unprocessable"}}},
              "get": {"summary": "What was said in one of the user's conversations",
                "responses": {"200": {"description": "The transcript.", "content": {"application/json": {"schema": {"type": "object", "properties": {"conversation": {"type": "string"}, "transcript": {"type": "array", "items": {"type": "object", "properties": {"speaker": {"type": "string", "enum": ["user", "assistant"]}, "text": {"type": "string"}, "at": {}}}}}}}}}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
            "/v1/invoke": {"post": {"summary": "Start an intent with structured values, no language involved; missing or ambiguous values come back as questions, answered with POST /v1/conversations/{id}",
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Invocation"}}}},
              "responses": {"200": {"$ref": "#/components/responses/Turn"}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}, "413": {"$ref": "#/components/responses/TooLarge"}, "422": {"$ref": "#/components/responses/Unprocessable"}}}},
            "/v1/apps": {"get": {"summary": "The installed apps, their intents and the user's permissions",
              "parameters": [{"$ref": "#/components/parameters/locale"}],
              "responses": {"200": {"description": "The apps.", "content": {"application/json": {"schema": {"type": "object", "properties": {"apps": {"type": "array", "items": {"$ref": "#/components/schemas/App"}}}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}}}},
            "/v1/apps/{app}/allow": {"post": {"summary": "Let the app receive the user's requests",
              "parameters": [{"$ref": "#/components/parameters/app"}, {"$ref": "#/components/parameters/locale"}],
              "responses": {"200": {"$ref": "#/components/responses/App"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
            "/v1/apps/{app}/deny": {"post": {"summary": "Stop the app from receiving the user's requests",
              "parameters": [{"$ref": "#/components/parameters/app"}, {"$ref": "#/components/parameters/locale"}],
              "responses": {"200": {"$ref": "#/components/responses/App"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
            "/v1/suggestions": {"get": {"summary": "The user's shortcuts ranked for a moment and a place, learned from what they asked before; an intent shortcut carries what POST /v1/invoke takes to run it",
              "parameters": [{"$ref": "#/components/parameters/locale"},
                {"name": "at", "in": "query", "schema": {"type": "string", "format": "date-time"}, "description": "The moment to suggest for; now when absent."},
                {"name": "near", "in": "query", "schema": {"type": "string", "pattern": "^-?[0-9.]+,-?[0-9.]+$"}, "description": "Where the user is: LAT,LON in degrees."},
                {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 5}}],
              "responses": {"200": {"description": "The suggestions, best first.", "content": {"application/json": {"schema": {"type": "object", "properties": {"suggestions": {"type": "array", "items": {"type": "object", "required": ["shortcut", "title", "app", "appName", "score", "why"], "properties": {"shortcut": {"type": "string", "description": "Eight hexadecimal digits, as hark shortcuts prints."}, "title": {"type": "string"}, "app": {"type": "string"}, "appName": {"type": "string"}, "intent": {"type": "string"}, "parameters": {"type": "object"}, "activityType": {"type": "string"}, "score": {"type": "number"}, "why": {"type": "string"}}}}}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}}}},
            "/v1/activities": {"post": {"summary": "Donate a user activity: something the user just did in the app itself (a screen they opened), which becomes a shortcut, suggested and phrased like any other",
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["app", "activity"], "properties": {
                "app": {"type": "string", "description": "The app's identifier; its manifest must declare the activity's type in userActivityTypes."},
                "activity": {"type": "object", "required": ["activityType", "title"], "properties": {"activityType": {"type": "string"}, "title": {"type": "string"}, "userInfo": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/ParameterValue"}}, "isEligibleForPrediction": {"type": "boolean", "default": true}, "suggestedInvocationPhrase": {"type": "string"}, "persistentIdentifier": {"type": "string"}}},
                "locale": {"type": "string", "default": "en"}}}}}},
              "responses": {"201": {"description": "The shortcut the activity is.", "content": {"application/json": {"schema": {"type": "object", "required": ["shortcut", "title"], "properties": {"shortcut": {"type": "string"}, "title": {"type": "string"}}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}, "413": {"$ref": "#/components/responses/TooLarge"}, "422": {"$ref": "#/components/responses/Unprocessable"}}}},
            "/v1/shortcuts/{shortcut}/run": {"post": {"summary": "Run one of the user's shortcuts: an intent through the conversation, or a user activity handed back to its app, which answers what to show",
              "parameters": [{"name": "shortcut", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The shortcut's identifier, as GET /v1/suggestions gives it."}],
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {"locale": {"type": "string", "default": "en"}, "locked": {"type": "boolean", "default": false}}}}}},
              "responses": {"200": {"$ref": "#/components/responses/Turn"}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
            "/v1/apps/{app}/vocabulary/{kind}": {"put": {"summary": "Replace the words of one kind the app registers for the user (list names, contact names…)",
              "parameters": [{"$ref": "#/components/parameters/app"}, {"name": "kind", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]{0,63}$"}, "description": "The value type: TaskList, Task, Note, or an app's own type."}],
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Vocabulary"}}}},
              "responses": {"200": {"description": "Registered.", "content": {"application/json": {"schema": {"type": "object", "properties": {"app": {"type": "string"}, "kind": {"type": "string"}, "count": {"type": "integer"}}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "404": {"$ref": "#/components/responses/NotFound"}, "413": {"$ref": "#/components/responses/TooLarge"}, "422": {"$ref": "#/components/responses/Unprocessable"}}}}
          }
        }
        """#
}
