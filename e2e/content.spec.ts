import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import { chooseLanguage, openMe, register, shot } from './pages';

test('an operator publishes news in English and Arabic in the back office, and a member reads it in both', async ({
  page,
  browser,
  request,
}) => {
  // The editor holds every language side by side; with the member's part after it, past the default.
  test.setTimeout(120_000);
  const office = await backOffice(browser);
  await office.publishNews({
    en: {
      title: 'Festival week starts Friday',
      // Markup typed into the editor stays text: it never runs.
      body: 'Doors open at eight. <script>window.hacked = 1</script>',
    },
    ar: { title: 'أسبوع المهرجان يبدأ الجمعة', body: 'تُفتح الأبواب في الثامنة.' },
  });
  await office.close();
  const ops = await operator(request);
  await ops.publishContent({ kind: 'announcement', texts: { en: { title: 'New films every month' } } });
  await ops.publishContent({
    kind: 'companyProfile',
    texts: { en: { title: 'About the club', body: '<p>We crowdfund independent films.</p>' } },
  });

  await register(page, { phone: '2025550122', password: 'Festival-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('home-notice')).toContainText('New films every month');
  const headline = page.getByTestId('home-news').getByTestId('article-title').first();
  await expect(headline).toHaveText('Festival week starts Friday');
  await shot(page, '50-home-news');
  await headline.click();
  await expect(page.getByTestId('rich-text')).toContainText('Doors open at eight.');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await shot(page, '51-news-detail');
  const detailUrl = page.url();
  await page.goBack();
  await page.getByTestId('home-shortcut-company').click();
  await expect(page.getByTestId('company-profile')).toContainText('We crowdfund independent films.');
  await shot(page, '53-company-profile');

  await openMe(page);
  await chooseLanguage(page, 'ar-EG');
  await page.goto(detailUrl);
  await expect(page.getByTestId('article-title')).toHaveText('أسبوع المهرجان يبدأ الجمعة');
  await expect(page.getByTestId('rich-text')).toContainText('تُفتح الأبواب في الثامنة.');
  await shot(page, '52-news-detail-ar');

  // Customer service: home's shortcut leads to how to reach the club, as the operators publish it.
  await ops.publishContent({
    kind: 'customerService',
    texts: {
      en: {
        title: 'How to reach us',
        body: '<p>Every day, 09:00 to 21:00.</p><p><a href="mailto:help@club.example">help@club.example</a></p>',
      },
      'ar-EG': { title: 'كيف تتواصل معنا', body: '<p>يوميًا من 09:00 حتى 21:00.</p>' },
    },
  });
  await page.goto('/#/');
  await page.getByTestId('home-shortcut-service').click();
  const service = page.getByTestId('customer-service');
  await expect(service.locator('h1')).toHaveText('كيف تتواصل معنا');
  await expect(service.getByTestId('rich-text')).toContainText('يوميًا من 09:00 حتى 21:00.');
  await shot(page, '54-customer-service-ar');
  await openMe(page);
  await chooseLanguage(page, 'en');
  await page.goto('/#/pages/service/index');
  await expect(service.locator('h1')).toHaveText('How to reach us');
  await expect(service.getByRole('link', { name: 'help@club.example' })).toHaveAttribute(
    'href',
    'mailto:help@club.example',
  );
  await shot(page, '55-customer-service');
});
