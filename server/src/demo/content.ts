import type { ArtSpec } from './art';

/**
 * What the demo club shows (PRODUCT.md §13): the films and series members can invest in, and the
 * members with a history. Amounts here are in major units (100.00 = 100); the seed converts them.
 * Days count from the start of the seeded history, 120 days before the first start.
 */

type Text = { title: string; description: string; riskText: string };

export type DemoProject = {
  key: string;
  art: ArtSpec;
  /** The line under the title on the poster. */
  tagline: string;
  texts: { en: Text; 'ar-EG': Text; 'zh-Hans': Text };
  actor: string;
  cast: string;
  score: string;
  focusIndex: number;
  scale: number;
  single: number;
  /** Annual rate in percent; the daily rate is this / 365, to 6 decimals. */
  annualPercent: number;
  cycleDays: number;
  repayType: 'PIOARB' | 'LINEAR' | 'DEBT';
  hot: boolean;
  sort: number;
  /** Day the operator drafts and publishes it, and the fundraising window (days; may lie ahead). */
  createdDay: number;
  startDay: number;
  endDay: number;
};

export const PROJECTS: DemoProject[] = [
  {
    key: 'night-harbor',
    art: { motif: 'harbor', hue: 0, seed: 11 },
    tagline: 'A noir thriller',
    texts: {
      en: {
        title: 'Night Harbor',
        description:
          "A harbour pilot who guides cargo ships through fog discovers that one vessel on her night shift never appears in the port's records. A slow-burning noir shot entirely at night on a working container terminal, with a score performed by a string quartet.",
        riskText:
          'Night shoots on an active port depend on permits that can be withdrawn at short notice; delays raise costs and may postpone the release.',
      },
      'ar-EG': {
        title: 'ميناء الليل',
        description:
          'مرشدة سفن ترشد سفن الشحن عبر الضباب تكتشف أن إحدى السفن في نوبتها الليلية لا تظهر أبداً في سجلات الميناء. فيلم نوار هادئ التصاعد صُوِّر بالكامل ليلاً في محطة حاويات عاملة، مع موسيقى تؤديها رباعية وترية.',
        riskText:
          'يعتمد التصوير الليلي في ميناء عامل على تصاريح قد تُسحب في أي وقت؛ والتأخير يرفع التكاليف وقد يؤجل موعد العرض.',
      },
      'zh-Hans': {
        title: '夜港',
        description:
          '一名在雾中引导货轮进港的女领航员发现，她夜班时引导的一艘船从未出现在港口记录中。这是一部完全在夜间、于一座仍在运营的集装箱码头实景拍摄的慢热型黑色电影，配乐由弦乐四重奏演奏。',
        riskText: '在运营中的港口夜间拍摄依赖可能被临时撤回的许可；延误会增加成本，并可能推迟上映。',
      },
    },
    actor: 'Mira Holm',
    cast: 'Mira Holm, Idris Vale, Lena Sato',
    score: '8.1',
    focusIndex: 3420,
    scale: 500_000,
    single: 500,
    annualPercent: 8.5,
    cycleDays: 240,
    repayType: 'PIOARB',
    hot: false,
    sort: 70,
    createdDay: 114,
    startDay: 125,
    endDay: 155,
  },
  {
    key: 'last-projectionist',
    art: { motif: 'cinema', hue: 40, seed: 12 },
    tagline: 'Every reel has a story',
    texts: {
      en: {
        title: 'The Last Projectionist',
        description:
          'In a coastal town about to lose its only cinema, the ageing projectionist and a teenage film-school dropout have one summer to screen the reels nobody has seen since 1979. A warm, funny drama about the people who keep the lights on behind the screen.',
        riskText:
          "A period setting and a large ensemble make this the club's most expensive production; revenue depends on a theatrical release that is not yet contracted.",
      },
      'ar-EG': {
        title: 'آخر عامل عرض',
        description:
          'في بلدة ساحلية توشك أن تخسر دار السينما الوحيدة فيها، أمام عامل العرض المسنّ وشابة تركت مدرسة السينما صيفٌ واحد لعرض بكرات أفلام لم يشاهدها أحد منذ عام 1979. دراما دافئة ومضحكة عن الأشخاص الذين يُبقون الأضواء مشتعلة خلف الشاشة.',
        riskText:
          'الحقبة الزمنية وكثرة الممثلين تجعل هذا أغلى إنتاجات النادي؛ وتعتمد الإيرادات على عرض سينمائي لم يُتعاقد عليه بعد.',
      },
      'zh-Hans': {
        title: '最后的放映员',
        description:
          '一座即将失去唯一电影院的海滨小镇里，年迈的放映员和一位从电影学院辍学的少女只有一个夏天的时间，去放映那些自1979年以来无人看过的胶片。这是一部温暖又有趣的剧情片，献给那些在银幕背后守护光亮的人。',
        riskText: '年代背景与庞大的演员阵容使其成为俱乐部成本最高的作品；收入取决于尚未签约的院线发行。',
      },
    },
    actor: 'Karim Nassar',
    cast: 'Karim Nassar, Hana Okafor, Pierre Lune',
    score: '8.7',
    focusIndex: 12860,
    scale: 2_000_000,
    single: 1_000,
    annualPercent: 9.5,
    cycleDays: 180,
    repayType: 'PIOARB',
    hot: true,
    sort: 100,
    createdDay: 96,
    startDay: 100,
    endDay: 140,
  },
  {
    key: 'saffron-road',
    art: { motif: 'desert', hue: 30, seed: 13 },
    tagline: 'One truck. Two sisters. No map.',
    texts: {
      en: {
        title: 'Saffron Road',
        description:
          "Two estranged sisters drive their late father's spice truck from Marrakech to the edge of the Sahara to deliver one last order. A sun-drenched road movie shot in twenty-four days with a crew of fourteen.",
        riskText:
          'Desert locations are exposed to weather and heat; a lost shooting week would delay delivery to the distributor.',
      },
      'ar-EG': {
        title: 'طريق الزعفران',
        description:
          'أختان متخاصمتان تقودان شاحنة التوابل التي تركها والدهما الراحل من مراكش إلى أطراف الصحراء الكبرى لتسليم طلبية أخيرة. فيلم طريق مشمس صُوِّر في أربعة وعشرين يوماً بطاقم من أربعة عشر شخصاً.',
        riskText:
          'مواقع التصوير الصحراوية معرّضة لتقلبات الطقس والحرارة؛ وضياع أسبوع تصوير سيؤخر التسليم للموزّع.',
      },
      'zh-Hans': {
        title: '藏红花之路',
        description:
          '一对疏远的姐妹驾驶已故父亲的香料卡车，从马拉喀什开往撒哈拉边缘，去完成最后一笔订单。这部阳光灿烂的公路电影由十四人的剧组用二十四天拍摄完成。',
        riskText: '沙漠外景易受天气和高温影响；损失一周拍摄将推迟向发行方交付。',
      },
    },
    actor: 'Yasmin Berrada',
    cast: 'Yasmin Berrada, Tom Adler, Samir Haddou',
    score: '7.9',
    focusIndex: 5240,
    scale: 60_000,
    single: 500,
    annualPercent: 8,
    cycleDays: 90,
    repayType: 'DEBT',
    hot: true,
    sort: 90,
    createdDay: 105,
    startDay: 108,
    endDay: 126,
  },
  {
    key: 'paper-lanterns',
    art: { motif: 'lanterns', hue: 280, seed: 14 },
    tagline: 'Follow the light home',
    texts: {
      en: {
        title: 'Paper Lanterns',
        description:
          "On the night of the lantern festival, a girl who cannot sleep follows a runaway lantern across the rooftops of her grandmother's town. A hand-painted animated feature for families, produced by a studio of nine animators.",
        riskText:
          'Animation schedules often slip; the release depends on completing about 110,000 hand-painted frames.',
      },
      'ar-EG': {
        title: 'فوانيس ورقية',
        description:
          'في ليلة مهرجان الفوانيس، تلحق فتاة لا تستطيع النوم بفانوس هارب فوق أسطح بلدة جدتها. فيلم رسوم متحركة عائلي مرسوم يدوياً من إنتاج استوديو من تسعة رسامين.',
        riskText:
          'كثيراً ما تتأخر جداول إنتاج الرسوم المتحركة؛ ويعتمد موعد العرض على إنجاز نحو 110 آلاف إطار مرسوم يدوياً.',
      },
      'zh-Hans': {
        title: '纸灯笼',
        description:
          '灯笼节之夜，一个睡不着的女孩追随一盏逃走的灯笼，穿过外婆小镇的屋顶。这是一部由九位动画师组成的工作室手绘制作的合家欢动画长片。',
        riskText: '动画制作周期常有延误；上映取决于约十一万帧手绘画面的完成。',
      },
    },
    actor: 'Mei Lin Zhou',
    cast: 'Mei Lin Zhou, Omar Fathy, Ada Brennan (voices)',
    score: '9.0',
    focusIndex: 8930,
    scale: 250_000,
    single: 1_000,
    annualPercent: 7,
    cycleDays: 270,
    repayType: 'PIOARB',
    hot: true,
    sort: 95,
    createdDay: 116,
    startDay: 118,
    endDay: 150,
  },
  {
    key: 'tidewater',
    art: { motif: 'coast', hue: 200, seed: 15 },
    tagline: 'A drama series in eight episodes',
    texts: {
      en: {
        title: 'Tidewater',
        description:
          "When the lighthouse keeper of a fading fishing island dies, her three grown children return for the funeral and find the island's only harbour has been quietly sold. An eight-episode family drama for broadcast and streaming.",
        riskText:
          'Series revenue comes from broadcast and streaming licences negotiated territory by territory; unsold territories reduce returns.',
      },
      'ar-EG': {
        title: 'المدّ',
        description:
          'عندما تموت حارسة المنارة في جزيرة صيد تتلاشى، يعود أبناؤها الثلاثة للجنازة ليكتشفوا أن الميناء الوحيد في الجزيرة قد بيع بصمت. دراما عائلية من ثماني حلقات للبث التلفزيوني والمنصات.',
        riskText:
          'تأتي إيرادات المسلسل من تراخيص البث والمنصات التي يُتفاوض عليها بلداً بلداً؛ والأسواق غير المبيعة تقلل العوائد.',
      },
      'zh-Hans': {
        title: '潮汐',
        description:
          '一座日渐衰落的渔岛上，灯塔守护人去世，她的三个成年子女回岛奔丧，却发现岛上唯一的港口已被悄悄卖掉。一部八集家庭剧，面向电视台与流媒体。',
        riskText: '剧集收入来自按地区逐一谈判的电视与流媒体授权；未售出的地区会减少回报。',
      },
    },
    actor: 'Elena Varga',
    cast: 'Elena Varga, Jonah Reyes, Farida Amin',
    score: '8.4',
    focusIndex: 10450,
    scale: 400_000,
    single: 1_000,
    annualPercent: 7.5,
    cycleDays: 365,
    repayType: 'PIOARB',
    hot: false,
    sort: 60,
    createdDay: 8,
    startDay: 10,
    endDay: 40,
  },
  {
    key: 'glass-orchard',
    art: { motif: 'orchard', hue: 120, seed: 16 },
    tagline: 'Something is growing',
    texts: {
      en: {
        title: 'The Glass Orchard',
        description:
          'A botanist hired to save a dying apple orchard starts to suspect the family that owns it is growing something else inside the old glasshouse. A contained psychological thriller with a cast of five.',
        riskText:
          'Thrillers without a known lead sell mainly through festivals; if the film is not selected, the sales estimate falls.',
      },
      'ar-EG': {
        title: 'البستان الزجاجي',
        description:
          'عالمة نبات تُستأجر لإنقاذ بستان تفاح يحتضر تبدأ بالشك في أن العائلة المالكة تزرع شيئاً آخر داخل البيت الزجاجي القديم. فيلم إثارة نفسية محكم بخمسة ممثلين فقط.',
        riskText:
          'تُباع أفلام الإثارة التي لا تضم نجماً معروفاً عبر المهرجانات أساساً؛ وإن لم يُختر الفيلم تنخفض تقديرات المبيعات.',
      },
      'zh-Hans': {
        title: '玻璃果园',
        description:
          '一位受雇拯救一片垂死苹果园的植物学家，开始怀疑园主一家在旧玻璃温室里种着别的东西。一部只有五位演员的密闭式心理惊悚片。',
        riskText: '没有知名主演的惊悚片主要依靠电影节销售；若未入选，销售预期将下降。',
      },
    },
    actor: 'Sofia Lind',
    cast: 'Sofia Lind, Marcus Ode, Rania Khoury',
    score: '7.6',
    focusIndex: 4310,
    scale: 120_000,
    single: 500,
    annualPercent: 10.5,
    cycleDays: 180,
    repayType: 'DEBT',
    hot: false,
    sort: 55,
    createdDay: 57,
    startDay: 60,
    endDay: 90,
  },
  {
    key: 'static-bloom',
    art: { motif: 'bloom', hue: 310, seed: 17 },
    tagline: 'Do not listen after midnight',
    texts: {
      en: {
        title: 'Static Bloom',
        description:
          'A radio astronomer records a signal that makes flowers open at night, and then people stop sleeping. An ambitious low-budget science-fiction horror film with practical creature effects.',
        riskText:
          'High return, high risk: the visual effects budget is large for a first feature, and genre sales can be slow.',
      },
      'ar-EG': {
        title: 'إزهار التشويش',
        description:
          'عالم فلك راديوي يسجّل إشارة تجعل الأزهار تتفتح ليلاً، ثم يتوقف الناس عن النوم. فيلم رعب وخيال علمي طموح بميزانية محدودة ومؤثرات حية للمخلوقات.',
        riskText:
          'عائد مرتفع ومخاطرة مرتفعة: ميزانية المؤثرات البصرية كبيرة لفيلم أول، وقد تكون مبيعات أفلام هذا النوع بطيئة.',
      },
      'zh-Hans': {
        title: '静电之花',
        description:
          '一位射电天文学家录下一段信号，花朵开始在夜里绽放，随后人们不再入睡。一部雄心勃勃的低成本科幻恐怖片，采用实体特效制作怪物。',
        riskText: '高回报，高风险：对一部处女作而言视效预算偏高，类型片的销售也可能较慢。',
      },
    },
    actor: 'Noah Achebe',
    cast: 'Noah Achebe, Ingrid Sol, Kenji Mori',
    score: '7.2',
    focusIndex: 6120,
    scale: 150_000,
    single: 500,
    annualPercent: 11.5,
    cycleDays: 150,
    repayType: 'PIOARB',
    hot: false,
    sort: 50,
    createdDay: 13,
    startDay: 15,
    endDay: 45,
  },
  {
    key: 'crescent-street',
    art: { motif: 'street', hue: 10, seed: 18 },
    tagline: 'Ten episodes. One street.',
    texts: {
      en: {
        title: 'Crescent Street',
        description:
          'Six families, one street and the bakery at its corner that has opened every day for fifty years. A ten-episode ensemble drama about neighbours, rent and second chances.',
        riskText: 'Returns depend on the second broadcast window; a late delivery could move payments.',
      },
      'ar-EG': {
        title: 'شارع الهلال',
        description:
          'ست عائلات وشارع واحد ومخبز على ناصيته يفتح أبوابه كل يوم منذ خمسين عاماً. دراما جماعية من عشر حلقات عن الجيران والإيجار والفرص الثانية.',
        riskText: 'تعتمد العوائد على نافذة البث الثانية؛ وقد يؤدي التأخر في التسليم إلى تأجيل الدفعات.',
      },
      'zh-Hans': {
        title: '新月街',
        description:
          '六户人家，一条街，还有街角那家五十年来每天开门的面包店。一部十集群像剧，讲述邻里、房租与第二次机会。',
        riskText: '回报取决于第二轮播出窗口；交付延迟可能推迟付款。',
      },
    },
    actor: 'Amira Saleh',
    cast: 'Amira Saleh, Daniel Brook, Lucía Ferrer',
    score: '8.9',
    focusIndex: 15780,
    scale: 300_000,
    single: 1_000,
    annualPercent: 6,
    cycleDays: 150,
    repayType: 'LINEAR',
    hot: true,
    sort: 65,
    createdDay: 2,
    startDay: 4,
    endDay: 34,
  },
  {
    key: 'cartographer',
    art: { motif: 'map', hue: 30, seed: 19 },
    tagline: 'Some places are not on any map',
    texts: {
      en: {
        title: "The Cartographer's Daughter",
        description:
          '1893: after her father vanishes on a survey of the northern coast, a young mapmaker finishes his last chart and finds it leads somewhere no map should. A period drama shot on location with restored sailing ships.',
        riskText:
          'Period productions carry high costume and location costs; weather at sea can delay the shoot.',
      },
      'ar-EG': {
        title: 'ابنة رسّام الخرائط',
        description:
          'عام 1893: بعد اختفاء والدها خلال مسح للساحل الشمالي، تُكمل رسّامة خرائط شابة خريطته الأخيرة لتكتشف أنها تقود إلى مكان لا ينبغي أن تصل إليه أي خريطة. دراما تاريخية صُوِّرت في مواقع حقيقية بسفن شراعية مرمّمة.',
        riskText:
          'تتحمل الإنتاجات التاريخية تكاليف مرتفعة للأزياء والمواقع؛ وقد يؤخر الطقس في البحر التصوير.',
      },
      'zh-Hans': {
        title: '制图师的女儿',
        description:
          '1893年，父亲在北部海岸测绘途中失踪后，年轻的女制图师完成了他的最后一张海图，却发现它通向一个任何地图都不该抵达的地方。一部使用修复帆船实景拍摄的年代剧情片。',
        riskText: '年代片的服装与场景成本较高；海上天气可能导致拍摄延误。',
      },
    },
    actor: 'Clara Weiss',
    cast: 'Clara Weiss, Yusuf Demir, Anna Kowal',
    score: '8.6',
    focusIndex: 9870,
    scale: 100_000,
    single: 500,
    annualPercent: 5.5,
    cycleDays: 60,
    repayType: 'DEBT',
    hot: false,
    sort: 40,
    createdDay: 0,
    startDay: 1,
    endDay: 12,
  },
  {
    key: 'midnight-shorts',
    art: { motif: 'shorts', hue: 330, seed: 20 },
    tagline: 'Six cities between midnight and dawn',
    texts: {
      en: {
        title: 'Midnight Shorts',
        description:
          'Six short films by six first-time directors, each set between midnight and dawn in a different city. Packaged as one anthology for festivals and streaming.',
        riskText: 'Short films earn little on their own; the anthology depends on a single streaming sale.',
      },
      'ar-EG': {
        title: 'قصص منتصف الليل',
        description:
          'ستة أفلام قصيرة لستة مخرجين في تجربتهم الأولى، تدور أحداث كل منها بين منتصف الليل والفجر في مدينة مختلفة. تُقدَّم معاً كمختارات واحدة للمهرجانات والمنصات.',
        riskText: 'لا تحقق الأفلام القصيرة وحدها إلا القليل؛ وتعتمد المختارات على صفقة بيع واحدة لمنصة بث.',
      },
      'zh-Hans': {
        title: '午夜短片集',
        description:
          '六位新人导演的六部短片，每部都发生在不同城市的午夜到黎明之间。作为一部合集面向电影节和流媒体发行。',
        riskText: '短片单独收益有限；这部合集依赖一笔流媒体销售。',
      },
    },
    actor: 'Six New Directors',
    cast: 'Leila Farouk, Ben Carter, Aiko Tanaka, Mateo Cruz, Zara Malik, Ivan Petrov',
    score: '7.8',
    focusIndex: 2950,
    scale: 50_000,
    single: 100,
    annualPercent: 4.5,
    cycleDays: 30,
    repayType: 'PIOARB',
    hot: false,
    sort: 30,
    createdDay: 17,
    startDay: 19,
    endDay: 33,
  },
  {
    key: 'atlas-of-snow',
    art: { motif: 'snow', hue: 210, seed: 21 },
    tagline: 'A winter in the Pamir mountains',
    texts: {
      en: {
        title: 'Atlas of Snow',
        description:
          'A feature documentary following a five-person expedition retracing the route of a 1920s survey across the Pamir mountains, filmed over one winter.',
        riskText:
          'Expedition filming is exposed to weather, access permits and the safety of the crew; the shoot may be cancelled.',
      },
      'ar-EG': {
        title: 'أطلس الثلج',
        description:
          'فيلم وثائقي طويل يرافق بعثة من خمسة أشخاص تعيد سلوك طريق مسح جرى في عشرينيات القرن الماضي عبر جبال بامير، صُوِّر على مدى شتاء واحد.',
        riskText: 'يتعرض تصوير البعثات لتقلبات الطقس وتصاريح العبور وسلامة الفريق؛ وقد يُلغى التصوير.',
      },
      'zh-Hans': {
        title: '雪之图志',
        description:
          '一部纪录长片，跟随五人探险队重走二十世纪二十年代横跨帕米尔高原的勘测路线，历时一个冬季拍摄。',
        riskText: '探险拍摄受天气、通行许可和团队安全的影响；拍摄可能被取消。',
      },
    },
    actor: 'Tove Aalto',
    cast: 'Tove Aalto, Rashid Karimov, Emma Lowe',
    score: '8.0',
    focusIndex: 1870,
    scale: 800_000,
    single: 1_000,
    annualPercent: 11.8,
    cycleDays: 365,
    repayType: 'LINEAR',
    hot: false,
    sort: 20,
    createdDay: 68,
    startDay: 70,
    endDay: 160,
  },
];

export type DemoMember = {
  key: string;
  nickname: string;
  areaCode: string;
  phone: string;
  /** Who invited them: another member's key, or null for the club's root code. */
  invitedBy: string | null;
  joinDay: number;
  bank: { bankName: string; accountNumber: string };
  hue: number;
};

/** The member anyone can sign in as to look around. */
export const DEMO_LOGIN = {
  areaCode: '1',
  phone: '2025550100',
  password: 'demo-pass-2026',
  payPassword: '135790',
} as const;

/**
 * Demo members. Their phones are in the NANP 555-01xx range, reserved for fiction, so no real
 * person can ever be texted about them; only the demo member's password is known.
 */
export const MEMBERS: DemoMember[] = [
  {
    key: 'layla',
    nickname: 'Layla Haddad',
    areaCode: '1',
    phone: '3125550147',
    invitedBy: null,
    joinDay: 0,
    bank: { bankName: 'Banque Misr', accountNumber: 'EG38 0019 0005 0000 0000 2631 800' },
    hue: 20,
  },
  {
    key: 'demo',
    nickname: 'Alex Rivera',
    areaCode: DEMO_LOGIN.areaCode,
    phone: DEMO_LOGIN.phone,
    invitedBy: 'layla',
    joinDay: 0,
    bank: { bankName: 'First Harbor Bank', accountNumber: '021000021 4455667788' },
    hue: 200,
  },
  {
    key: 'wei',
    nickname: 'Chen Wei',
    areaCode: '1',
    phone: '4155550163',
    invitedBy: 'layla',
    joinDay: 1,
    bank: { bankName: 'Bank of Jiangnan', accountNumber: '6222 0212 3456 7890 123' },
    hue: 350,
  },
  {
    key: 'sofia',
    nickname: 'Sofia Martin',
    areaCode: '1',
    phone: '6175550128',
    invitedBy: 'demo',
    joinDay: 3,
    bank: { bankName: 'Banque du Rhône', accountNumber: 'FR76 3000 6000 0112 3456 7890 189' },
    hue: 280,
  },
  {
    key: 'omar',
    nickname: 'Omar Benali',
    areaCode: '1',
    phone: '7185550191',
    invitedBy: 'wei',
    joinDay: 4,
    bank: { bankName: 'Banque Nationale d’Alger', accountNumber: 'DZ58 0002 1000 0112 3456 7890' },
    hue: 140,
  },
  {
    key: 'noor',
    nickname: 'Noor Al-Mansoori',
    areaCode: '1',
    phone: '6045550117',
    invitedBy: 'demo',
    joinDay: 18,
    bank: { bankName: 'Gulf Coast Bank', accountNumber: 'AE07 0331 2345 6789 0123 456' },
    hue: 45,
  },
];

/** The club's chat room (PRODUCT.md §13): its rules and announcement as an operator writes them. */
export const CLUB_ROOM = {
  name: 'Film Club Lounge',
  avatar: null,
  announcement:
    'Welcome to the lounge! Premiere screenings are announced here first. Dividends are paid daily at 00:00 UTC.',
  rules:
    'Be kind and stay on topic: films, series and the club.\nNo advertising, no links to other platforms.\nNever share your passwords or payment details; the club never asks for them.',
  mutedAll: false,
};

/** A picture or clip in one of the lounge's albums: a project's poster, trailer, or one of its stills. */
export type DemoAlbumMedia =
  | { project: string; use: 'poster' | 'trailer' }
  | { project: string; use: 'still'; index: number };

/** The lounge's albums, put up by the operators from the films' own art: name, history day, media. */
export const CLUB_ALBUMS: { name: string; day: number; media: DemoAlbumMedia[] }[] = [
  {
    name: 'On set: Tidewater',
    day: 34,
    media: [
      { project: 'tidewater', use: 'still', index: 0 },
      { project: 'tidewater', use: 'still', index: 1 },
      { project: 'tidewater', use: 'still', index: 2 },
      { project: 'tidewater', use: 'trailer' },
    ],
  },
  {
    name: "Premiere night: The Cartographer's Daughter",
    day: 56,
    media: [
      { project: 'cartographer', use: 'poster' },
      { project: 'cartographer', use: 'still', index: 0 },
      { project: 'cartographer', use: 'still', index: 1 },
      { project: 'cartographer', use: 'still', index: 2 },
      { project: 'cartographer', use: 'trailer' },
    ],
  },
  {
    name: 'Coming soon',
    day: 117,
    media: [
      { project: 'last-projectionist', use: 'trailer' },
      { project: 'saffron-road', use: 'poster' },
      { project: 'paper-lanterns', use: 'poster' },
      { project: 'last-projectionist', use: 'poster' },
    ],
  },
];

/** What the demo members said in the lounge: member, history day, hour, text. */
export const CHAT_LINES: [string, number, number, string][] = [
  ['layla', 1, 11, 'Hi everyone! Just backed The Cartographer, the coastline footage looks stunning.'],
  ['wei', 3, 9, 'Same here. Does anyone know when principal photography starts?'],
  ['layla', 3, 10, 'The project page says 32 shooting days on the northern coast, starting next week.'],
  ['sofia', 5, 20, 'First dividend arrived this morning, right on time.'],
  ['omar', 24, 12, 'Tidewater episodes 1 to 4 are in production now, check the funding history.'],
  ['noor', 30, 16, 'Hello from Dubai! Happy to join the club.'],
  ['demo', 55, 21, 'The Cartographer opened on 140 screens this weekend!'],
  ['wei', 104, 8, 'The Last Projectionist trailer gave me goosebumps.'],
  ['sofia', 109, 10, 'Saffron Road is open for funding now, small minimum this time.'],
  ['demo', 118, 20, 'See you all at the Paper Lanterns premiere.'],
];

/** An operator's announcement to every member, sent near the end of the history. */
export const DEMO_ANNOUNCEMENT = {
  audience: 'all' as const,
  title: 'Premiere night for members',
  body: 'Paper Lanterns premieres next month. Every member who backed it is invited to the screening.\nSeats are limited: watch this space for the booking link.',
};

/**
 * The demo member's customer-service conversation (PRODUCT.md §13): who writes (the member, or an
 * operator at the desk), the history day and hour, and the text. The last reply stays unread.
 */
export const SERVICE_LINES: ['member' | 'desk', number, number, string][] = [
  ['member', 117, 10, 'Hello! How long does a USDT (TRC20) withdrawal take to arrive?'],
  [
    'desk',
    117,
    11,
    'Hi, thanks for asking. Once approved, a TRC20 payout usually arrives within 30 minutes. You can follow it under Me › Withdrawal records.',
  ],
  ['member', 118, 9, 'Got it, and is the withdrawal fee the same for bank cards?'],
  [
    'desk',
    118,
    9,
    'Each channel has its own fee; the withdraw page shows it before you confirm. Anything else we can help with?',
  ],
];

/** The club's launch contribution to its marketing budget, which pays every reward. */
export const MARKETING_CONTRIBUTION = {
  amount: 5_000_000,
  source: 'Launch promotion budget (company funds)',
};

/**
 * The trailer tasks the operators publish (PRODUCT.md §13): a film's trailer, the reward and the watch
 * time (the short demo clips loop), offered from `day` of the history for 90 days.
 */
export const TRAILER_TASKS: {
  title: string;
  project: string;
  reward: number;
  seconds: number;
  day: number;
}[] = [
  { title: 'Watch the trailer: Tidewater', project: 'tidewater', reward: 50, seconds: 30, day: 100 },
  {
    title: "Watch the trailer: The Cartographer's Daughter",
    project: 'cartographer',
    reward: 50,
    seconds: 30,
    day: 100,
  },
  {
    title: 'Watch the trailer: The Last Projectionist',
    project: 'last-projectionist',
    reward: 80,
    seconds: 45,
    day: 110,
  },
  { title: 'Watch the trailer: Night Harbor', project: 'night-harbor', reward: 100, seconds: 60, day: 115 },
];

/** The lottery's coupons (PRODUCT.md §9), by key: what a coupon prize grants. */
export const LOTTERY_COUPONS = {
  tenPercent: {
    name: '10 % off, up to 50.00',
    kind: 'percent' as const,
    percent: 10,
    amount: null,
    minOrder: 50_000,
    maxDiscount: 5_000,
    usageLimit: 1,
    validDays: 30,
    enabled: true,
  },
  twentyOff: {
    name: '20.00 off from 1,000.00',
    kind: 'fixed' as const,
    percent: null,
    amount: 2_000,
    minOrder: 100_000,
    maxDiscount: null,
    usageLimit: 1,
    validDays: 30,
    enabled: true,
  },
};

/** The prize table the operators set up on day 0: weights out of 1,000, two prizes with limited stock. */
export const LOTTERY_PRIZES: {
  kind: 'cash' | 'coupon' | 'none';
  amount: number | null;
  coupon: keyof typeof LOTTERY_COUPONS | null;
  weight: number;
  stock: number | null;
}[] = [
  { kind: 'cash', amount: 100, coupon: null, weight: 300, stock: null },
  { kind: 'cash', amount: 500, coupon: null, weight: 80, stock: 200 },
  { kind: 'cash', amount: 5_000, coupon: null, weight: 5, stock: 10 },
  { kind: 'coupon', amount: null, coupon: 'tenPercent', weight: 200, stock: null },
  { kind: 'coupon', amount: null, coupon: 'twentyOff', weight: 115, stock: 500 },
  { kind: 'none', amount: null, coupon: null, weight: 300, stock: null },
];
