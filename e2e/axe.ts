import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules we promise: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (one main
 * landmark, all content in landmarks, an h1 per page), which a screen reader's user leans on as much.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * What a page shows while it is still loading, in the member app (antd-mobile) and the back office
 * (antd): analysing then would judge the placeholder, not the page. A toast too: it fades in and
 * out by script (not a CSS animation the wait below sees), half-transparent, and goes by itself.
 */
const BUSY = [
  '[aria-busy="true"]',
  '[data-testid="page-loading"]',
  '[data-testid="navigation-progress"]',
  '.adm-toast-mask',
  '.adm-dot-loading',
  '.adm-skeleton',
  '.ant-spin-spinning',
  '.ant-skeleton-active',
].join(', ');

/** No element added, removed or retyped for this long: a lazy page, its data and its images are in. */
const QUIET_MS = 500;
/** A page that never goes quiet (a ticking countdown) is analysed after this long anyway. */
const QUIET_CAP_MS = 8_000;

/**
 * Waits for the page to settle: the DOM quiet for a moment (a lazy chunk or a query may show nothing
 * at all before its loader appears), no loader left, fonts in, and no transition half-way (a fading
 * colour fails contrast).
 */
async function settle(page: Page) {
  const busy = page.locator(BUSY).filter({ visible: true });
  do {
    await expect(busy).toHaveCount(0);
    await page.evaluate(
      ([quiet, cap]) =>
        new Promise<void>((resolve) => {
          const done = () => {
            observer.disconnect();
            resolve();
          };
          let timer = setTimeout(done, quiet);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quiet);
          });
          observer.observe(document.body, { childList: true, characterData: true, subtree: true });
          setTimeout(done, cap);
        }),
      [QUIET_MS, QUIET_CAP_MS],
    );
  } while ((await busy.count()) > 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}

/**
 * Asserts that the page as shown breaks none of those rules, failing with one line per node:
 * rule, impact, target, under `label`. `exclude` takes exact selectors of third-party parts with
 * an unfixable false positive; say why next to each at the call site. No rule is ever turned off.
 * The test fails at its end, with the violations of every page it checked.
 */
export async function expectAccessible(page: Page, label: string, exclude: string[] = []) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `  ${v.id} [${v.impact ?? 'n/a'}] ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
  // Soft: a journey through many pages reports every page's violations in one run.
  expect.soft(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}
