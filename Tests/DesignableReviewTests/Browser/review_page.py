"""Drives the review page in Chromium, as a reviewer would, through Playwright.

Usage: review_page.py URL CHROMIUM ACCEPT_BY_CLICK ACCEPT_BY_KEY REJECT_BY_KEY

Accepts the first named failure with its Accept button, moves to the second with j and
accepts it with a, rejects the third with r, checks the slider, onion skin and zoom on the
way, and presses Done. Prints one line per step; exits non-zero with the reason on failure.
"""
import sys

from playwright.sync_api import sync_playwright, expect


def main(url, chromium, by_click, by_key, rejected):
    errors = []
    with sync_playwright() as p:
        # --no-sandbox: CI runs as root, where Chromium's sandbox will not start.
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(url)
        expect(page.locator("body[data-ready=true]")).to_be_attached(timeout=10000)
        cards = page.locator("article.failure")
        expect(cards).to_have_count(3)
        print("listed", cards.count(), "failures")

        card = page.locator(f'article[data-name="{by_click}"]')
        expect(card.locator(".location")).to_contain_text(".swift:")
        expect(card.locator(".figures")).to_contain_text("pixels differ")
        expect(card.locator(".view.side figcaption")).to_have_text(["reference", "actual", "diff"])
        # Every image the page shows was served and decoded.
        page.wait_for_function("Array.from(document.querySelectorAll('main img')).every(i => i.complete && i.naturalWidth > 0)")

        # Zoom to pixels: 8× draws the 20-pixel-wide tile 160 pixels wide.
        page.select_option("#zoom", "8")
        expect(card.locator(".view.side img").first).to_have_css("width", "160px")
        # The slider wipes the actual image over the reference; the onion skin fades it.
        page.keyboard.press("2")
        slider = card.locator("input.wipe")
        expect(slider).to_be_visible()
        slider.fill("80")
        expect(card.locator(".view.slider img.top")).to_have_css("clip-path", "inset(0px 20% 0px 0px)")
        page.keyboard.press("3")
        onion = card.locator("input.onion")
        expect(onion).to_be_visible()
        onion.fill("25")
        expect(card.locator(".view.onion img.top")).to_have_css("opacity", "0.25")
        page.keyboard.press("1")
        page.select_option("#zoom", "1")
        print("slider, onion skin and zoom work")

        card.locator("button.accept").click()
        expect(card).to_have_attribute("data-decision", "accepted")
        print("accepted", by_click, "with its button")

        # Keyboard: the first card is current; j moves to the second, a accepts it, and the
        # page moves on to the next undecided one, which r rejects.
        page.locator("h1").click()
        page.keyboard.press("k")
        page.keyboard.press("j")
        second = page.locator(f'article[data-name="{by_key}"]')
        expect(second).to_have_class("failure current")
        page.keyboard.press("a")
        expect(second).to_have_attribute("data-decision", "accepted")
        third = page.locator(f'article[data-name="{rejected}"]')
        expect(third).to_have_class("failure current")
        page.keyboard.press("r")
        expect(third).to_have_attribute("data-decision", "rejected")
        print("accepted", by_key, "with a, rejected", rejected, "with r")
        expect(page.locator("#summary")).to_have_text("3 failures: 2 accepted, 1 rejected, 0 undecided.")

        page.locator("#done").click()
        expect(page.locator("body[data-done=true]")).to_be_attached()
        expect(page.locator("#log")).to_contain_text("Accepted 2, rejected 1, 0 left undecided.")
        print("done")
        browser.close()
    if errors:
        raise SystemExit("the page logged errors: " + "; ".join(errors))


if __name__ == "__main__":
    if len(sys.argv) != 6:
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
