"""Hark's web page in headless Chromium, driven with selenium: see scripts/browser-test."""

import argparse
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as expected
from selenium.webdriver.support.ui import Select, WebDriverWait


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,900", "--lang=en-US"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def click_followup(driver, wait, label):
    """Clicks the follow-up button labelled `label` once it is offered."""
    xpath = f"//div[@id='followups']/button[normalize-space()='{label}']"
    wait.until(expected.element_to_be_clickable((By.XPATH, xpath))).click()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--artifacts", required=True)
    arguments = parser.parse_args()

    driver = browser()
    wait = WebDriverWait(driver, 20)
    try:
        # A British browser: headless Chromium says en-US whatever --lang says, so its language
        # is set through the DevTools protocol, before the page loads.
        driver.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "en-GB"})
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": "Object.defineProperty(navigator, 'language', {get: () => 'en-GB'});"})
        driver.get(arguments.url)
        token_input = wait.until(expected.visibility_of_element_located((By.ID, "token-input")))
        token_input.send_keys(arguments.token, Keys.ENTER)
        text = wait.until(expected.visibility_of_element_located((By.ID, "text")))

        # Speech is off until turned on; then each answer is spoken in the turn's language.
        driver.find_element(By.ID, "speak").click()
        driver.execute_script(
            "window.spoken = [];"
            "window.speechSynthesis.speak = (u) => window.spoken.push({text: u.text, lang: u.lang});")
        # Every request body the page sends, to see the locale it asks in.
        driver.execute_script(
            "window.sent = []; const fetched = window.fetch;"
            "window.fetch = (url, options) => {"
            "  if (options && options.body) window.sent.push(JSON.parse(options.body));"
            "  return fetched(url, options); };")

        text.send_keys("show the store list", Keys.ENTER)
        # The first request asks whether List-o-Mat may work here: yes, by clicking.
        click_followup(driver, wait, "Yes")
        # "Which one: Grocery Store or Hardware Store?": the grocery store, by clicking.
        click_followup(driver, wait, "Grocery Store")

        card = wait.until(expected.visibility_of_element_located((By.CSS_SELECTOR, "#messages .card")))
        title = card.find_element(By.CSS_SELECTOR, ".snippet-title").text
        check(title == "Grocery Store", f"the card's title is {title!r}")
        items = [
            (item.find_element(By.CSS_SELECTOR, ".snippet-text").text,
             item.find_element(By.CSS_SELECTOR, ".snippet-check").text,
             "snippet-done" in item.get_attribute("class"))
            for item in card.find_elements(By.CSS_SELECTOR, ".snippet-item")
        ]
        expected_items = [("milk", "○", False), ("bread", "✓", True), ("apples", "○", False)]
        check(items == expected_items, f"the card shows {items}, not {expected_items}")
        answers = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")]
        check(answers[-1] == "On Grocery Store: milk, bread and apples.", f"the last answer is {answers[-1]!r}")
        spoken = driver.execute_script("return window.spoken;")
        check(spoken[-1] == {"text": "On Grocery Store: milk, bread and apples.", "lang": "en-GB"},
              f"the last answer spoken is {spoken[-1] if spoken else None!r}")
        # English is chosen and the browser is British: requests are made in en-GB.
        locales = {body.get("locale") for body in driver.execute_script("return window.sent;")}
        check(locales == {"en-GB"}, f"the page asked in {locales}")

        # "Suggested for you": the request just made is offered again; a click runs it.
        suggestion = wait.until(expected.visibility_of_element_located(
            (By.CSS_SELECTOR, "#suggestion-buttons button.suggestion")))
        check("Grocery Store" in suggestion.text, f"the first suggestion is {suggestion.text!r}")
        driver.save_screenshot(f"{arguments.artifacts}/web-page.png")
        cards = len(driver.find_elements(By.CSS_SELECTOR, "#messages .card"))
        suggestion.click()
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#messages .card")) > cards)
        answers = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")]
        check(answers[-1] == "On Grocery Store: milk, bread and apples.",
              f"the suggestion answered {answers[-1]!r}")

        # A number said alone as money is in the browser's region's currency: pounds, here.
        count = len(driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant"))
        text.send_keys("pay Carlos 20", Keys.ENTER)
        # Purse asks, the first time, whether it may work here.
        click_followup(driver, wait, "Yes")
        wait.until(lambda d: any("Carlos Ruiz" in e.text for e in d.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")[count:]))
        asked = driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")[-1].text
        check("£20" in asked and "Carlos Ruiz" in asked, f"the payment was confirmed as {asked!r}")
        click_followup(driver, wait, "No")

        driver.find_element(By.ID, "tab-settings").click()
        app = wait.until(expected.visibility_of_element_located(
            (By.CSS_SELECTOR, "#apps li[data-app='com.app-o-mat.listomat']")))
        status = app.find_element(By.CSS_SELECTOR, ".status").text
        check(status == "Allowed", f"List-o-Mat's permission shows as {status!r}")
        usage = app.find_element(By.CSS_SELECTOR, ".app-usage").text
        check("List-o-Mat" in usage, f"List-o-Mat's usage description is {usage!r}")
        examples = [element.text for element in app.find_elements(By.CSS_SELECTOR, ".app-examples li")]
        check(examples[:1] == ["show the grocery store list"], f"List-o-Mat's examples show as {examples!r}")
        driver.save_screenshot(f"{arguments.artifacts}/web-settings.png")

        # Deny, then allow again, from settings: the permission shown follows each click.
        for verb, shown in (("deny", "Denied"), ("allow", "Allowed")):
            app.find_element(By.CSS_SELECTOR, f"button.{verb}").click()
            # The list is drawn anew after each click, so the status is read fresh each time.
            wait.until(lambda d, shown=shown: d.execute_script(
                "const s = document.querySelector(\"#apps li[data-app='com.app-o-mat.listomat'] .status\");"
                "return s && s.textContent;") == shown)
            app = driver.find_element(By.CSS_SELECTOR, "#apps li[data-app='com.app-o-mat.listomat']")

        # An answer in Arabic reads right to left, and is spoken in Arabic.
        driver.find_element(By.ID, "tab-chat").click()
        Select(driver.find_element(By.ID, "locale")).select_by_value("ar")
        text = wait.until(expected.visibility_of_element_located((By.ID, "text")))
        count = len(driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant"))
        text.send_keys("ما هو لون السماء", Keys.ENTER)
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")) > count)
        answer = driver.find_elements(By.CSS_SELECTOR, "#messages .message.assistant")[-1]
        direction = driver.execute_script("return getComputedStyle(arguments[0]).direction;", answer)
        check(answer.get_attribute("lang") == "ar", f"the Arabic answer's lang is {answer.get_attribute('lang')!r}")
        check(direction == "rtl", f"the Arabic answer {answer.text!r} reads {direction}")
        check(driver.execute_script("return window.spoken;")[-1]["lang"] == "ar", "the Arabic answer was not spoken in Arabic")
        driver.save_screenshot(f"{arguments.artifacts}/web-page-arabic.png")
        print("browser-test: the page signed in, asked, took two clicks, drew the list with check marks, "
              "spoke the answers, asked in the browser's en-GB (a payment in pounds) and read Arabic right to left")
    except Exception:
        driver.save_screenshot(f"{arguments.artifacts}/web-page-failure.png")
        print(driver.find_element(By.TAG_NAME, "body").text, file=sys.stderr)
        raise
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
