// Open the built page in Debian's headless Chromium and report what a player sees.
//
//     node web/node/page_check.mjs SPEC.json
//
// SPEC: { chromium, url, width, height, mobile, resolverRules, stallMs, clockRate,
//         scenario: "error" | "progress" | "lifecycle" | "mapping" | "steps",
//         shots: folder for screenshots, name: prefix of their file names,
//         sizes: [...] (mapping only),
//         steps: [...] (steps only: {run: JS} | {wait: ms} | {until: JS, timeout: ms} | {look: name}) }
// clockRate: the page's clock runs that many times faster than the real one (its Date.now, performance.now and
// timers), so a wait of the page's own (the 20 s stall timer) passes in a fraction of the real time; the error
// scenario's seconds are then the page's, read the moment its panel shows.
// Prints one JSON object with the observations; the Python tests judge them.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const profile = mkdtempSync(join(tmpdir(), "beaniverse-chromium-"));
const args = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--autoplay-policy=user-gesture-required",
];
if (spec.resolverRules) args.push(`--host-resolver-rules=${spec.resolverRules}`);

const browser = await puppeteer.launch({
    executablePath: spec.chromium || "/usr/bin/chromium",
    headless: true,
    userDataDir: profile,
    args,
    protocolTimeout: 60000,
});
const out = { scenario: spec.scenario, dialogs: [], console: [] };
try {
    const page = await browser.newPage();
    page.on("dialog", async (d) => { out.dialogs.push(`${d.type()}: ${d.message()}`); await d.dismiss(); });
    page.on("console", (m) => { if (out.console.length < 50) out.console.push(`${m.type()}: ${m.text()}`.slice(0, 300)); });
    page.on("pageerror", (e) => { if (out.console.length < 50) out.console.push(`pageerror: ${e.message}`.slice(0, 300)); });
    await page.setViewport({
        width: spec.width, height: spec.height, deviceScaleFactor: spec.mobile ? 2 : 1,
        isMobile: !!spec.mobile, hasTouch: !!spec.mobile,
    });
    if (spec.stallMs) await page.evaluateOnNewDocument((ms) => { window.BEANIVERSE_STALL_MS = ms; }, spec.stallMs);
    if (spec.clockRate) await page.evaluateOnNewDocument((rate) => {
        const realNow = Date.now, start = realNow(), perf = performance.now.bind(performance), perfStart = perf();
        Date.now = () => Math.floor(start + (realNow() - start) * rate);
        performance.now = () => perfStart + (perf() - perfStart) * rate;
        const later = window.setTimeout, every = window.setInterval;
        window.setTimeout = (f, ms, ...rest) => later(f, (ms || 0) / rate, ...rest);
        window.setInterval = (f, ms, ...rest) => every(f, (ms || 0) / rate, ...rest);
        window.__clockStart = start;
    }, spec.clockRate);
    const shot = (suffix) => page.screenshot({ path: join(spec.shots, `${spec.name}-${suffix}.png`) });
    const started = Date.now();
    await page.goto(spec.url, { waitUntil: "domcontentloaded" });

    // What is on screen: visibility as a person sees it (box inside the window, not covered).
    const look = () => page.evaluate(() => {
        function seen(el) {
            if (!el || el.hidden || el.closest("[hidden]")) return false;
            const r = el.getBoundingClientRect();
            if (r.width < 1 || r.height < 1 || r.right < 0 || r.bottom < 0 || r.left > innerWidth || r.top > innerHeight) return false;
            const hit = document.elementFromPoint(Math.min(innerWidth - 1, r.left + r.width / 2), Math.min(innerHeight - 1, r.top + r.height / 2));
            return !!hit && (el === hit || el.contains(hit) || hit.contains(el));
        }
        const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
        const $ = (id) => document.getElementById(id);
        return {
            errorShown: seen($("bv-error")),
            errorTitle: $("bv-error-title").textContent,
            errorText: $("bv-error-text").textContent,
            errorNet: $("bv-error-net").hidden ? "" : $("bv-error-net").textContent,
            errorDetail: $("bv-error-detail").textContent,
            retryShown: seen($("bv-retry")),
            retryBox: box($("bv-retry")),
            loadingShown: seen($("bv-loading")),
            step: $("bv-step").textContent,
            detail: $("bv-detail").textContent,
            barShown: seen($("bv-bar")),
            barBox: box($("bv-bar")),
            fill: parseFloat($("bv-fill").style.width || "0"),
            tapShown: seen($("bv-tap")),
            canvasBox: box($("canvas")),
            canvasTouchAction: getComputedStyle($("canvas")).touchAction,
            ume: !!(window.MM && window.MM.UME),
            viewport: [innerWidth, innerHeight],
            href: location.href,
            stub: window.__stub || null,
        };
    });

    if (spec.scenario === "error") {
        // on a page whose clock runs fast, its own time the moment the panel shows (a mutation, not a poll)
        const shown = await page.waitForFunction(
            () => !document.getElementById("bv-error").hidden && (window.__clockStart ? Date.now() - window.__clockStart : -1),
            { timeout: 30000, polling: spec.clockRate ? "mutation" : 100 });
        const pageMs = await shown.jsonValue();
        out.seconds = (pageMs >= 0 ? pageMs : Date.now() - started) / 1000;
        await new Promise((r) => setTimeout(r, 300));  // let the panel paint
        out.look = await look();
        await shot("error");
        // Retry reloads the page: the loader starts over
        await page.evaluate(() => { window.__before_retry = true; });
        const nav = page.waitForNavigation({ waitUntil: "domcontentloaded", timeout: 10000 });
        await page.click("#bv-retry");
        await nav;
        out.afterRetry = await page.evaluate(() => ({
            navigation: performance.getEntriesByType("navigation")[0].type,
            freshPage: window.__before_retry === undefined && !!window.BV,
        }));
    } else if (spec.scenario === "progress") {
        await page.waitForFunction(() => parseFloat(document.getElementById("bv-fill").style.width || "0") > 0.5,
                                   { timeout: 15000, polling: 100 });
        out.samples = [];
        for (const wait of [0, 1500]) {
            await new Promise((r) => setTimeout(r, wait));
            out.samples.push(await look());
        }
        await shot("progress");
    } else if (spec.scenario === "lifecycle") {
        // The stages the Python side drives, then the game's own calls (game/web.py).
        await page.waitForFunction(() => !!window.BV, { timeout: 10000 });
        await page.evaluate(() => { BV.stage("package"); BV.progress(50, 100); });
        out.package = await look();
        await page.evaluate(() => { window.MM = window.MM || {}; window.MM.UME = false; BV.stage("tap"); });
        await new Promise((r) => setTimeout(r, 200));
        out.tap = await look();
        await shot("tap");
        await page.click("#bv-tap");
        out.afterTap = await look();
        await page.evaluate(() => BV.ready());
        await new Promise((r) => setTimeout(r, 300));
        out.ready = await look();
        await page.evaluate(() => BV.fail("game", "Traceback (most recent call last):\nValueError: test"));
        await new Promise((r) => setTimeout(r, 300));
        out.gameError = await look();
        await shot("game-error");
    } else if (spec.scenario === "steps") {
        // What the Python side and the game would do, step by step, with a look at the page where asked.
        out.looks = {};
        await page.waitForFunction(() => !!window.BV, { timeout: 10000 });
        for (const step of spec.steps) {
            if (step.run) await page.evaluate(step.run);
            if (step.wait) await new Promise((r) => setTimeout(r, step.wait));
            if (step.until) await page.waitForFunction(step.until, { timeout: step.timeout || 15000, polling: 100 });
            if (step.look) {
                out.looks[step.look] = await look();
                out.looks[step.look].seconds = (Date.now() - started) / 1000;
                await shot(step.look);
            }
        }
    } else if (spec.scenario === "mapping") {
        // Setting a touch viewport may reload the page, so the listeners go in after each change.
        const install = () => page.evaluate(() => {
            BV.ready();
            window.__hits = [];
            if (window.__installed) return;
            window.__installed = true;
            const c = document.getElementById("canvas");
            const note = (kind, x, y) => {
                const rect = c.getBoundingClientRect();
                const g = BV.pageToGame(x, y, rect);
                window.__hits.push({ kind, x: g.x, y: g.y, inside: g.inside });
            };
            c.addEventListener("mousedown", (e) => note("mouse", e.clientX, e.clientY));
            c.addEventListener("touchstart", (e) => note("touch", e.touches[0].clientX, e.touches[0].clientY));
        });
        out.sizes = [];
        for (const size of spec.sizes) {
            await page.setViewport({ width: size.width, height: size.height, deviceScaleFactor: size.touch ? 3 : 1,
                                     isMobile: !!size.touch, hasTouch: !!size.touch });
            await page.waitForFunction(() => !!window.BV, { timeout: 10000 });
            await install();
            await new Promise((r) => setTimeout(r, 400));  // resize event, then the next fit
            // Aim at the centre of each game pixel asked for, from where the canvas really is.
            const l = await look();
            const [left, top, w, h] = l.canvasBox;
            const aimed = size.points.map(([gx, gy]) => [left + (gx + 0.5) * w / spec.gameW, top + (gy + 0.5) * h / spec.gameH]);
            for (const [x, y] of aimed) {
                if (size.touch) await page.touchscreen.tap(x, y);
                else await page.mouse.click(x, y);
            }
            // and once in the empty band beside or below the picture, where no game pixel is
            const band = w < l.viewport[0] - 2 ? [left / 2, l.viewport[1] / 2] : (h < l.viewport[1] - 2 ? [l.viewport[0] / 2, top / 2] : null);
            if (band) {
                if (size.touch) await page.touchscreen.tap(band[0], band[1]);
                else await page.mouse.click(band[0], band[1]);
            }
            const res = await page.evaluate(() => window.__hits);
            out.sizes.push({ width: size.width, height: size.height, canvasBox: l.canvasBox, viewport: l.viewport,
                             touchAction: l.canvasTouchAction, aimed, band, hits: res });
            await shot(`fit-${size.width}x${size.height}`);
        }
    }
} catch (e) {
    out.error = String(e && e.stack || e);
} finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(out) + "\n");
