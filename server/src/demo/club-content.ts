import type { TContentInput } from '@club/contract';

/**
 * What the demo club publishes besides its films (PRODUCT.md §13): news, a site guide, an
 * announcement, banners, partners and the standing texts. `day` is the history day it goes out;
 * `still` names the project whose first still becomes the banner image; `project` its link.
 */
export type DemoArticle = {
  day: number;
  kind: TContentInput['kind'];
  texts: TContentInput['texts'];
  still?: string;
  project?: string;
  sort?: number;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
/** Left-to-right inside right-to-left text: a phone number keeps its order in Arabic. */
const isolated = (text: string) => `<bdi dir="ltr">${text}</bdi>`;

/** Reserved for examples (RFC 2606; the 555-01xx numbers are fictional). */
const SERVICE_MAIL = 'support@filmclub.example';
const SERVICE_PHONE = '+1 202 555 0199';

export const ARTICLES: DemoArticle[] = [
  {
    day: 0,
    kind: 'companyProfile',
    texts: {
      en: {
        title: 'About Film Club',
        summary: 'A members’ club that crowdfunds independent films and dramas.',
        body:
          p(
            'Film Club lets members back independent films and drama series from development to release. Every project raises money into its own account, and returns are paid only from that project’s own revenue: box office, distribution, licensing or a labelled subsidy.',
            'Every amount you see is backed by a balanced ledger, line by line, and you can export your statement at any time.',
          ) +
          '<h3>How we work</h3><ul><li>Projected schedules shown before you commit</li><li>Funding history published on every project page</li><li>Withdrawals never depend on a new deposit</li></ul>',
      },
      'ar-EG': {
        title: 'عن نادي الأفلام',
        summary: 'نادٍ للأعضاء يموّل الأفلام والمسلسلات المستقلة جماعيًا.',
      },
      'zh-Hans': { title: '关于电影俱乐部', summary: '一个众筹独立电影和剧集的会员俱乐部。' },
    },
  },
  {
    day: 0,
    kind: 'qualifications',
    texts: {
      en: {
        title: 'Licences and audits',
        body: p(
          'Client money is held in segregated accounts and reconciled daily against the ledger.',
          'Annual accounts are audited by an independent firm; each project’s revenue and disbursements are published on its page.',
        ),
      },
    },
  },
  {
    day: 0,
    kind: 'memberClause',
    texts: {
      en: {
        title: 'Member clause',
        body: p(
          'Membership costs a refundable deposit held for you and returned when you cancel, or 30 days after expiry if you do not renew.',
          'Returns on projects are projected, not guaranteed. Invest only what you can afford to lose.',
        ),
      },
      'ar-EG': {
        title: 'شروط العضوية',
        body: p(
          'تتطلب العضوية وديعة قابلة للاسترداد تُحفظ لك وتُعاد إليك عند الإلغاء، أو بعد 30 يومًا من انتهاء العضوية إذا لم تجدّدها.',
          'عوائد المشاريع متوقعة وليست مضمونة. لا تستثمر إلا ما يمكنك تحمّل خسارته.',
        ),
      },
      'zh-Hans': {
        title: '会员条款',
        body: p(
          '会员需缴纳一笔可退还的押金，由平台为您保管：取消会员时退还；到期后未续费的，在到期 30 天后退还。',
          '项目收益为预期收益，并非保证。请只投入您能承受损失的资金。',
        ),
      },
    },
  },
  {
    day: 0,
    kind: 'memberRights',
    texts: {
      en: {
        title: 'Member rights',
        body: '<ul><li>Invest in film projects</li><li>Daily trailer tasks</li><li>Team activities and rankings</li><li>Speak in the club chat</li></ul>',
      },
      'ar-EG': {
        title: 'مزايا العضوية',
        body: '<ul><li>الاستثمار في مشاريع الأفلام</li><li>مهام يومية لمشاهدة الإعلانات</li><li>أنشطة الفريق والتصنيفات</li><li>المشاركة في دردشة النادي</li></ul>',
      },
      'zh-Hans': {
        title: '会员权益',
        body: '<ul><li>投资电影项目</li><li>每日预告片任务</li><li>团队活动与排行榜</li><li>在俱乐部聊天中发言</li></ul>',
      },
    },
  },
  {
    day: 0,
    kind: 'customerService',
    texts: {
      en: {
        title: 'How to reach us',
        summary: 'Opening hours, e-mail and phone of the club team.',
        body:
          p('Our member team answers every day from 09:00 to 21:00 (UTC), weekends and holidays included.') +
          `<ul><li>E-mail: <a href="mailto:${SERVICE_MAIL}">${SERVICE_MAIL}</a>, answered within one working day</li><li>Phone: ${SERVICE_PHONE}</li><li>Chat: tap “Chat with customer service” on this page; the desk answers during opening hours</li></ul>` +
          p(
            'Please have your registered phone number ready. We never ask for your login password, your pay password or an SMS code.',
          ),
      },
      'ar-EG': {
        title: 'كيف تتواصل معنا',
        summary: 'ساعات العمل والبريد الإلكتروني وهاتف فريق النادي.',
        body:
          p(
            'يردّ فريق خدمة الأعضاء يوميًا من الساعة 09:00 حتى 21:00 (بالتوقيت العالمي)، بما في ذلك عطلات نهاية الأسبوع والأعياد.',
          ) +
          `<ul><li>البريد الإلكتروني: <a href="mailto:${SERVICE_MAIL}">${SERVICE_MAIL}</a>، ونردّ خلال يوم عمل واحد</li><li>الهاتف: ${isolated(SERVICE_PHONE)}</li><li>الدردشة: اضغط «الدردشة مع خدمة العملاء» في هذه الصفحة، ويرد الفريق خلال ساعات العمل</li></ul>` +
          p(
            'يُرجى تجهيز رقم هاتفك المسجّل. لن نطلب منك أبدًا كلمة مرور الدخول أو كلمة مرور الدفع أو رمز الرسائل القصيرة.',
          ),
      },
      'zh-Hans': {
        title: '联系我们',
        summary: '俱乐部团队的服务时间、电子邮件和电话。',
        body:
          p('会员服务团队每天 09:00 至 21:00（UTC）在线，周末及节假日照常服务。') +
          `<ul><li>电子邮件：<a href="mailto:${SERVICE_MAIL}">${SERVICE_MAIL}</a>，一个工作日内回复</li><li>电话：${SERVICE_PHONE}</li><li>在线聊天：点击本页的“联系客服”，客服在服务时间内回复</li></ul>` +
          p('联系时请准备好您的注册手机号。我们绝不会索要您的登录密码、支付密码或短信验证码。'),
      },
    },
  },
  {
    day: 1,
    kind: 'guide',
    texts: {
      en: {
        title: 'Your first investment, step by step',
        summary: 'Membership, a verified card, a pay password, then pick a project.',
        body:
          '<ol><li>Activate your VIP membership from the Me page.</li><li>Add a bank card and wait for it to be verified.</li><li>Set a six-digit pay password.</li><li>Open a project, enter an amount and read the projected schedule.</li><li>Accept the risk warning and confirm with your pay password.</li></ol>' +
          p('You can revoke an investment within 24 hours while the project is still raising money.'),
      },
      'ar-EG': { title: 'استثمارك الأول خطوة بخطوة' },
    },
  },
  {
    day: 2,
    kind: 'guide',
    texts: {
      en: {
        title: 'How payouts and repayments work',
        summary: 'Daily interest, equal principal, or one payment at maturity.',
        body:
          '<h3>Repayment types</h3><ul><li><strong>Daily bonus</strong>: interest every day, principal on the last day.</li><li><strong>Equal principal</strong>: part of the principal and the interest on what is still invested, every day.</li><li><strong>One payment</strong>: principal and interest together at maturity.</li></ul>' +
          p(
            'Payouts come only from the project’s own accounts. If a project cannot cover a payment yet, it shows “waiting for repayment” and pays the oldest items first as soon as revenue arrives.',
          ),
      },
    },
  },
  {
    day: 3,
    kind: 'partner',
    texts: { en: { title: 'Northlight Distribution' } },
  },
  { day: 3, kind: 'partner', texts: { en: { title: 'Harbour Sound Studios' } } },
  { day: 3, kind: 'partner', texts: { en: { title: 'Meridian Streaming' } } },
  {
    day: 40,
    kind: 'news',
    texts: {
      en: {
        title: 'The Cartographer’s Daughter opens on 140 screens',
        summary: 'Opening weekends bring in the revenue that repays its backers.',
        body: p(
          'The coastal drama opened across 140 screens this weekend. Box office receipts were recorded into the project’s returns account and its backers’ final payment is now covered.',
        ),
      },
      'ar-EG': {
        title: 'ابنة رسّام الخرائط تُعرض في 140 صالة',
        summary: 'إيرادات عطلات الافتتاح تغطي مستحقات الداعمين.',
      },
      'zh-Hans': { title: '《制图师的女儿》登陆140块银幕', summary: '首映周末的票房收入足以偿付支持者。' },
    },
  },
  {
    day: 75,
    kind: 'news',
    texts: {
      en: {
        title: 'Midnight Shorts sold to a streaming platform',
        summary: 'The anthology repaid every backer in full.',
        body: p(
          'Our first anthology of short films has been licensed to a streaming platform. All of its investments have been repaid with interest, line by line in each member’s funding details.',
        ),
      },
      'zh-Hans': { title: '《午夜短片集》售予流媒体平台', summary: '该选集已全额偿付所有支持者。' },
    },
  },
  {
    day: 104,
    kind: 'news',
    texts: {
      en: {
        title: 'Now raising: The Last Projectionist',
        summary: 'A love letter to the last single-screen cinema in town.',
        body: p(
          'Fundraising is open for our biggest drama yet. Read the projected schedule and the risk warning on the project page before you invest.',
        ),
      },
      'ar-EG': { title: 'التمويل مفتوح الآن: آخر عارض أفلام' },
    },
  },
  {
    day: 117,
    kind: 'news',
    texts: {
      en: {
        title: 'Static Bloom is waiting for repayment',
        summary: 'Why some payouts are late, and what happens next.',
        body: p(
          'Static Bloom’s distribution deal has been delayed, so its revenue does not yet cover the payouts due. Nothing is paid from other members’ money: the due items stay unpaid and will be paid, oldest first, as soon as revenue is recorded.',
        ),
      },
    },
  },
  {
    day: 104,
    kind: 'banner',
    texts: { en: { title: 'The Last Projectionist is raising now' } },
    still: 'last-projectionist',
    project: 'last-projectionist',
    sort: 2,
  },
  {
    day: 110,
    kind: 'banner',
    texts: { en: { title: 'Saffron Road: almost fully funded' } },
    still: 'saffron-road',
    project: 'saffron-road',
    sort: 1,
  },
  {
    day: 119,
    kind: 'announcement',
    texts: {
      en: { title: 'Funding details now export as a CSV statement from the funding details page.' },
      'ar-EG': { title: 'يمكن الآن تصدير تفاصيل التمويل كبيان CSV من صفحة تفاصيل التمويل.' },
    },
  },
];
