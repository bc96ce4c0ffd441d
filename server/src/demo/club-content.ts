import { LANGUAGE_CODES, type LanguageCode, type TContentInput } from '@club/contract';

type Text = NonNullable<TContentInput['texts']['en']>;
type Texts = Record<LanguageCode, Text>;

/**
 * What the demo club publishes besides its films (PRODUCT.md §13): news, a site guide, an
 * announcement, banners, partners and the standing texts, each in every language. `day` is the
 * history day it goes out; `still` names the project whose first still becomes the banner image;
 * `project` its link.
 */
export type DemoArticle = {
  day: number;
  kind: TContentInput['kind'];
  texts: Texts;
  still?: string;
  project?: string;
  sort?: number;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
/** Left-to-right inside right-to-left text: a phone number keeps its order in Arabic. */
const isolated = (text: string) => `<bdi dir="ltr">${text}</bdi>`;
/** Philippine English reads the club's English texts. */
const texts = (t: Omit<Texts, 'en-PH'>): Texts => ({ ...t, 'en-PH': t.en });
/** A partner's name is the same in every language. */
const named = (title: string): Texts =>
  Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, { title }])) as Texts;

/** Reserved for examples (RFC 2606; the 555-01xx numbers are fictional). */
const SERVICE_MAIL = 'support@filmclub.example';
const SERVICE_PHONE = '+1 202 555 0199';
const mail = `<a href="mailto:${SERVICE_MAIL}">${SERVICE_MAIL}</a>`;

export const ARTICLES: DemoArticle[] = [
  {
    day: 0,
    kind: 'companyProfile',
    texts: texts({
      en: {
        title: 'About Film Club',
        summary: 'A members’ club that crowdfunds independent films and dramas.',
        body:
          p(
            'Film Club lets members back independent films and drama series from development to release. Every project raises money into its own account, and returns are paid only from that project’s own revenue: box office, distribution, licensing or a labelled subsidy.',
            'Every amount you see is backed by a balanced ledger, line by line, and you can export your statement at any time.',
          ) +
          '<h3>How we work</h3>' +
          ul(
            'Projected schedules shown before you commit',
            'Funding history published on every project page',
            'Withdrawals never depend on a new deposit',
          ),
      },
      'ar-EG': {
        title: 'عن نادي الأفلام',
        summary: 'نادٍ للأعضاء يموّل الأفلام والمسلسلات المستقلة جماعيًا.',
        body:
          p(
            'يتيح نادي الأفلام لأعضائه دعم الأفلام والمسلسلات المستقلة من مرحلة التطوير حتى العرض. يجمع كل مشروع أمواله في حساب خاص به، ولا تُدفع العوائد إلا من إيرادات المشروع نفسه: شباك التذاكر أو التوزيع أو الترخيص أو دعم مُعلَن.',
            'كل مبلغ تراه مدعوم بدفتر حسابات متوازن، سطرًا بسطر، ويمكنك تصدير كشف حسابك في أي وقت.',
          ) +
          '<h3>كيف نعمل</h3>' +
          ul(
            'جداول العوائد المتوقعة تُعرض قبل أن تلتزم',
            'سجل التمويل منشور في صفحة كل مشروع',
            'السحب لا يعتمد أبدًا على إيداع جديد',
          ),
      },
      'de-DE': {
        title: 'Über Film Club',
        summary: 'Ein Mitgliederclub, der unabhängige Filme und Serien per Crowdfunding finanziert.',
        body:
          p(
            'Bei Film Club unterstützen Mitglieder unabhängige Filme und Serien von der Entwicklung bis zur Veröffentlichung. Jedes Projekt sammelt Geld auf einem eigenen Konto, und Erträge werden nur aus den eigenen Einnahmen des Projekts gezahlt: Kinokasse, Verleih, Lizenzen oder eine ausgewiesene Förderung.',
            'Hinter jedem Betrag, den Sie sehen, steht ein ausgeglichenes Hauptbuch, Zeile für Zeile, und Sie können Ihren Kontoauszug jederzeit exportieren.',
          ) +
          '<h3>So arbeiten wir</h3>' +
          ul(
            'Voraussichtliche Zahlungspläne, bevor Sie sich festlegen',
            'Finanzierungsverlauf auf jeder Projektseite veröffentlicht',
            'Auszahlungen hängen nie von einer neuen Einzahlung ab',
          ),
      },
      es: {
        title: 'Acerca de Film Club',
        summary: 'Un club de socios que financia colectivamente cine y series independientes.',
        body:
          p(
            'Film Club permite a sus socios apoyar películas y series independientes desde el desarrollo hasta el estreno. Cada proyecto recauda dinero en su propia cuenta, y los rendimientos se pagan solo con los ingresos de ese proyecto: taquilla, distribución, licencias o una subvención identificada.',
            'Cada importe que ve está respaldado por un libro contable equilibrado, línea a línea, y puede exportar su extracto en cualquier momento.',
          ) +
          '<h3>Cómo trabajamos</h3>' +
          ul(
            'Calendarios previstos visibles antes de comprometerse',
            'Historial de financiación publicado en cada proyecto',
            'Las retiradas nunca dependen de un nuevo depósito',
          ),
      },
      fr: {
        title: 'À propos de Film Club',
        summary: 'Un club de membres qui finance en commun des films et séries indépendants.',
        body:
          p(
            'Film Club permet à ses membres de soutenir des films et des séries indépendants, du développement à la sortie. Chaque projet lève des fonds sur son propre compte, et les rendements ne sont versés qu’à partir des recettes de ce projet : billetterie, distribution, licences ou subvention identifiée.',
            'Chaque montant affiché repose sur un grand livre équilibré, ligne par ligne, et vous pouvez exporter votre relevé à tout moment.',
          ) +
          '<h3>Notre façon de travailler</h3>' +
          ul(
            'Échéanciers prévisionnels affichés avant tout engagement',
            'Historique de financement publié sur chaque page projet',
            'Les retraits ne dépendent jamais d’un nouveau dépôt',
          ),
      },
      'ja-JP': {
        title: 'Film Club について',
        summary: 'インディペンデント映画とドラマをクラウドファンディングする会員制クラブです。',
        body:
          p(
            'Film Club では、会員がインディペンデント映画やドラマシリーズを企画から公開まで支援できます。各プロジェクトは専用の口座に資金を集め、リターンはそのプロジェクト自身の収益（興行収入、配給、ライセンス、明示された補助金）からのみ支払われます。',
            '表示されるすべての金額は、一行ずつ貸借の一致した元帳に裏付けられており、明細はいつでもエクスポートできます。',
          ) +
          '<h3>私たちの方針</h3>' +
          ul(
            '申し込み前に予定スケジュールを表示',
            '各プロジェクトページで資金の履歴を公開',
            '出金が新たな入金に左右されることはありません',
          ),
      },
      'ko-KR': {
        title: 'Film Club 소개',
        summary: '독립 영화와 드라마를 크라우드펀딩하는 회원제 클럽입니다.',
        body:
          p(
            'Film Club에서는 회원들이 독립 영화와 드라마 시리즈를 개발부터 개봉까지 후원할 수 있습니다. 각 프로젝트는 자체 계좌로 자금을 모으며, 수익은 그 프로젝트 자체의 수입(박스오피스, 배급, 라이선스 또는 명시된 보조금)에서만 지급됩니다.',
            '화면에 보이는 모든 금액은 한 줄 한 줄 균형이 맞는 원장으로 뒷받침되며, 거래 내역서는 언제든지 내보낼 수 있습니다.',
          ) +
          '<h3>운영 방식</h3>' +
          ul(
            '참여 전에 예상 지급 일정을 표시합니다',
            '모든 프로젝트 페이지에 자금 내역을 공개합니다',
            '출금은 새로운 입금에 절대 의존하지 않습니다',
          ),
      },
      'pl-PL': {
        title: 'O Film Club',
        summary: 'Klub członkowski, który finansuje społecznościowo niezależne filmy i seriale.',
        body:
          p(
            'Film Club pozwala członkom wspierać niezależne filmy i seriale od etapu rozwoju aż do premiery. Każdy projekt zbiera pieniądze na własne konto, a zyski są wypłacane wyłącznie z przychodów tego projektu: kasy kinowej, dystrybucji, licencji lub oznaczonej dotacji.',
            'Każda kwota, którą widzisz, jest poparta zbilansowaną księgą, wiersz po wierszu, a wyciąg możesz wyeksportować w dowolnym momencie.',
          ) +
          '<h3>Jak działamy</h3>' +
          ul(
            'Przewidywane harmonogramy widoczne przed decyzją',
            'Historia finansowania opublikowana na stronie każdego projektu',
            'Wypłaty nigdy nie zależą od nowej wpłaty',
          ),
      },
      'sk-SK': {
        title: 'O Film Club',
        summary: 'Členský klub, ktorý cez crowdfunding financuje nezávislé filmy a seriály.',
        body:
          p(
            'Film Club umožňuje členom podporovať nezávislé filmy a seriály od vývoja až po premiéru. Každý projekt zbiera peniaze na vlastný účet a výnosy sa vyplácajú iba z vlastných príjmov projektu: tržieb z kín, distribúcie, licencií alebo označenej dotácie.',
            'Za každou sumou, ktorú vidíte, stojí vyrovnaná účtovná kniha, riadok po riadku, a výpis si môžete kedykoľvek exportovať.',
          ) +
          '<h3>Ako pracujeme</h3>' +
          ul(
            'Predpokladané harmonogramy zobrazené pred rozhodnutím',
            'História financovania zverejnená na stránke každého projektu',
            'Výbery nikdy nezávisia od nového vkladu',
          ),
      },
      'zh-Hans': {
        title: '关于电影俱乐部',
        summary: '一个众筹独立电影和剧集的会员俱乐部。',
        body:
          p(
            '电影俱乐部让会员从开发到上映全程支持独立电影和剧集。每个项目把资金募集到自己的账户，收益只从该项目自身的收入中支付：票房、发行、授权或标明的补贴。',
            '您看到的每一笔金额都有逐行平衡的账本作为依据，您可以随时导出对账单。',
          ) +
          '<h3>我们的原则</h3>' +
          ul('投资前展示预期还款计划', '每个项目页面公开资金记录', '提现从不依赖新的存款'),
      },
      'id-ID': {
        title: 'Tentang Film Club',
        summary: 'Klub anggota yang mendanai film dan serial independen secara patungan.',
        body:
          p(
            'Film Club memungkinkan anggota mendukung film dan serial drama independen dari pengembangan hingga perilisan. Setiap proyek menghimpun dana ke rekeningnya sendiri, dan imbal hasil hanya dibayar dari pendapatan proyek itu sendiri: box office, distribusi, lisensi, atau subsidi yang diberi label.',
            'Setiap jumlah yang Anda lihat didukung buku besar yang seimbang, baris demi baris, dan Anda dapat mengekspor laporan kapan saja.',
          ) +
          '<h3>Cara kami bekerja</h3>' +
          ul(
            'Jadwal proyeksi ditampilkan sebelum Anda berkomitmen',
            'Riwayat pendanaan dipublikasikan di setiap halaman proyek',
            'Penarikan tidak pernah bergantung pada setoran baru',
          ),
      },
      'zh-Hant': {
        title: '關於電影俱樂部',
        summary: '一個群眾募資獨立電影與劇集的會員俱樂部。',
        body:
          p(
            '電影俱樂部讓會員從開發到上映全程支持獨立電影與劇集。每個項目把資金募集到自己的帳戶，收益只從該項目自身的收入中支付：票房、發行、授權或標明的補助。',
            '您看到的每一筆金額都有逐行平衡的帳本作為依據，您可以隨時匯出對帳單。',
          ) +
          '<h3>我們的原則</h3>' +
          ul('投資前展示預期還款計畫', '每個項目頁面公開資金紀錄', '提領從不依賴新的存款'),
      },
      'ru-RU': {
        title: 'О Film Club',
        summary: 'Клуб участников, который финансирует независимое кино и сериалы вскладчину.',
        body:
          p(
            'Film Club позволяет участникам поддерживать независимые фильмы и сериалы от разработки до выхода. Каждый проект собирает деньги на собственный счёт, а доход выплачивается только из выручки самого проекта: кассовых сборов, дистрибуции, лицензий или обозначенной субсидии.',
            'За каждой суммой, которую вы видите, стоит сбалансированная книга учёта, строка за строкой, и вы можете выгрузить выписку в любое время.',
          ) +
          '<h3>Как мы работаем</h3>' +
          ul(
            'Прогнозные графики выплат показываются до решения',
            'История финансирования опубликована на странице каждого проекта',
            'Вывод средств никогда не зависит от нового пополнения',
          ),
      },
      'pt-PT': {
        title: 'Sobre o Film Club',
        summary: 'Um clube de membros que financia coletivamente filmes e séries independentes.',
        body:
          p(
            'O Film Club permite aos membros apoiar filmes e séries independentes desde o desenvolvimento até à estreia. Cada projeto angaria dinheiro para a sua própria conta, e os retornos são pagos apenas a partir das receitas desse projeto: bilheteira, distribuição, licenciamento ou um subsídio identificado.',
            'Cada montante que vê é suportado por um livro-razão equilibrado, linha a linha, e pode exportar o seu extrato a qualquer momento.',
          ) +
          '<h3>Como trabalhamos</h3>' +
          ul(
            'Calendários previstos mostrados antes de se comprometer',
            'Histórico de financiamento publicado em cada página de projeto',
            'Os levantamentos nunca dependem de um novo depósito',
          ),
      },
      'th-TH': {
        title: 'เกี่ยวกับ Film Club',
        summary: 'คลับสมาชิกที่ระดมทุนให้ภาพยนตร์และซีรีส์อิสระ',
        body:
          p(
            'Film Club ให้สมาชิกสนับสนุนภาพยนตร์และซีรีส์อิสระตั้งแต่การพัฒนาจนถึงการฉาย ทุกโครงการระดมเงินเข้าบัญชีของตัวเอง และผลตอบแทนจ่ายจากรายได้ของโครงการนั้นเท่านั้น ได้แก่ รายได้จากบ็อกซ์ออฟฟิศ การจัดจำหน่าย ค่าลิขสิทธิ์ หรือเงินอุดหนุนที่ระบุไว้',
            'ทุกยอดเงินที่คุณเห็นมีบัญชีแยกประเภทที่สมดุลรองรับทีละบรรทัด และคุณส่งออกรายการเดินบัญชีได้ทุกเมื่อ',
          ) +
          '<h3>วิธีการทำงานของเรา</h3>' +
          ul(
            'แสดงตารางการจ่ายที่คาดการณ์ไว้ก่อนคุณตัดสินใจ',
            'เผยแพร่ประวัติการระดมทุนในหน้าของทุกโครงการ',
            'การถอนเงินไม่เคยขึ้นอยู่กับเงินฝากใหม่',
          ),
      },
    }),
  },
  {
    day: 0,
    kind: 'qualifications',
    texts: texts({
      en: {
        title: 'Licences and audits',
        body: p(
          'Client money is held in segregated accounts and reconciled daily against the ledger.',
          'Annual accounts are audited by an independent firm; each project’s revenue and disbursements are published on its page.',
        ),
      },
      'ar-EG': {
        title: 'التراخيص والتدقيق',
        body: p(
          'تُحفظ أموال العملاء في حسابات منفصلة وتُطابق يوميًا مع دفتر الحسابات.',
          'تُدقَّق الحسابات السنوية من قِبل شركة مستقلة، وتُنشر إيرادات كل مشروع ومصروفاته في صفحته.',
        ),
      },
      'de-DE': {
        title: 'Lizenzen und Prüfungen',
        body: p(
          'Kundengelder werden auf getrennten Konten verwahrt und täglich mit dem Hauptbuch abgeglichen.',
          'Der Jahresabschluss wird von einer unabhängigen Gesellschaft geprüft; Einnahmen und Auszahlungen jedes Projekts stehen auf seiner Seite.',
        ),
      },
      es: {
        title: 'Licencias y auditorías',
        body: p(
          'El dinero de los clientes se guarda en cuentas segregadas y se concilia a diario con el libro contable.',
          'Las cuentas anuales las audita una firma independiente; los ingresos y desembolsos de cada proyecto se publican en su página.',
        ),
      },
      fr: {
        title: 'Agréments et audits',
        body: p(
          'Les fonds des clients sont conservés sur des comptes séparés et rapprochés chaque jour du grand livre.',
          'Les comptes annuels sont audités par un cabinet indépendant ; les recettes et décaissements de chaque projet sont publiés sur sa page.',
        ),
      },
      'ja-JP': {
        title: 'ライセンスと監査',
        body: p(
          'お客様の資金は分別管理された口座で保管され、毎日元帳と照合されます。',
          '年次決算は独立した監査法人が監査し、各プロジェクトの収益と支出はそのページで公開されます。',
        ),
      },
      'ko-KR': {
        title: '인허가 및 감사',
        body: p(
          '고객 자금은 분리된 계좌에 보관되며 매일 원장과 대조됩니다.',
          '연간 재무제표는 독립 회계법인이 감사하며, 각 프로젝트의 수익과 지출은 해당 페이지에 공개됩니다.',
        ),
      },
      'pl-PL': {
        title: 'Licencje i audyty',
        body: p(
          'Środki klientów są przechowywane na wydzielonych rachunkach i codziennie uzgadniane z księgą.',
          'Roczne sprawozdania bada niezależna firma; przychody i wydatki każdego projektu są publikowane na jego stronie.',
        ),
      },
      'sk-SK': {
        title: 'Licencie a audity',
        body: p(
          'Peniaze klientov sa držia na oddelených účtoch a denne sa odsúhlasujú s účtovnou knihou.',
          'Ročnú účtovnú závierku overuje nezávislá audítorská firma; príjmy a výdavky každého projektu sú zverejnené na jeho stránke.',
        ),
      },
      'zh-Hans': {
        title: '资质与审计',
        body: p(
          '客户资金存放在独立的隔离账户中，并每日与账本核对。',
          '年度账目由独立事务所审计；每个项目的收入和支出都公布在其页面上。',
        ),
      },
      'id-ID': {
        title: 'Lisensi dan audit',
        body: p(
          'Dana klien disimpan di rekening terpisah dan direkonsiliasi setiap hari dengan buku besar.',
          'Laporan keuangan tahunan diaudit oleh firma independen; pendapatan dan pengeluaran setiap proyek dipublikasikan di halamannya.',
        ),
      },
      'zh-Hant': {
        title: '資質與審計',
        body: p(
          '客戶資金存放在獨立的隔離帳戶中，並每日與帳本核對。',
          '年度帳目由獨立事務所審計；每個項目的收入與支出都公布在其頁面上。',
        ),
      },
      'ru-RU': {
        title: 'Лицензии и аудит',
        body: p(
          'Деньги клиентов хранятся на обособленных счетах и ежедневно сверяются с книгой учёта.',
          'Годовую отчётность проверяет независимая аудиторская компания; доходы и расходы каждого проекта публикуются на его странице.',
        ),
      },
      'pt-PT': {
        title: 'Licenças e auditorias',
        body: p(
          'O dinheiro dos clientes é mantido em contas segregadas e reconciliado diariamente com o livro-razão.',
          'As contas anuais são auditadas por uma empresa independente; as receitas e os desembolsos de cada projeto são publicados na sua página.',
        ),
      },
      'th-TH': {
        title: 'ใบอนุญาตและการตรวจสอบบัญชี',
        body: p(
          'เงินของลูกค้าเก็บไว้ในบัญชีแยกต่างหากและกระทบยอดกับบัญชีแยกประเภททุกวัน',
          'งบการเงินประจำปีตรวจสอบโดยบริษัทอิสระ รายได้และการจ่ายเงินของแต่ละโครงการเผยแพร่ไว้ในหน้าของโครงการ',
        ),
      },
    }),
  },
  {
    day: 0,
    kind: 'memberClause',
    texts: texts({
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
      'de-DE': {
        title: 'Mitgliedschaftsbedingungen',
        body: p(
          'Die Mitgliedschaft kostet eine erstattungsfähige Kaution, die für Sie verwahrt und bei Kündigung zurückgezahlt wird, oder 30 Tage nach Ablauf, wenn Sie nicht verlängern.',
          'Projekterträge sind prognostiziert, nicht garantiert. Investieren Sie nur, was Sie sich zu verlieren leisten können.',
        ),
      },
      es: {
        title: 'Cláusula de socio',
        body: p(
          'La membresía requiere un depósito reembolsable que guardamos para usted y se devuelve al cancelar, o 30 días después del vencimiento si no renueva.',
          'Los rendimientos de los proyectos son previstos, no garantizados. Invierta solo lo que pueda permitirse perder.',
        ),
      },
      fr: {
        title: 'Conditions d’adhésion',
        body: p(
          'L’adhésion requiert un dépôt remboursable conservé pour vous et restitué lorsque vous résiliez, ou 30 jours après l’expiration si vous ne renouvelez pas.',
          'Les rendements des projets sont prévisionnels, non garantis. N’investissez que ce que vous pouvez vous permettre de perdre.',
        ),
      },
      'ja-JP': {
        title: '会員規約',
        body: p(
          '会員には返金可能な保証金が必要です。保証金はお預かりし、退会時、または更新しない場合は期限切れの30日後に返金されます。',
          'プロジェクトのリターンは予想であり、保証されるものではありません。失っても困らない範囲でのみ投資してください。',
        ),
      },
      'ko-KR': {
        title: '회원 약관',
        body: p(
          '회원 가입에는 환불 가능한 보증금이 필요하며, 보증금은 보관되었다가 탈퇴 시 또는 갱신하지 않을 경우 만료 30일 후에 반환됩니다.',
          '프로젝트 수익은 예상치이며 보장되지 않습니다. 잃어도 감당할 수 있는 금액만 투자하세요.',
        ),
      },
      'pl-PL': {
        title: 'Warunki członkostwa',
        body: p(
          'Członkostwo wymaga zwrotnej kaucji, przechowywanej dla Ciebie i zwracanej po rezygnacji lub 30 dni po wygaśnięciu, jeśli nie przedłużysz członkostwa.',
          'Zyski z projektów są prognozowane, a nie gwarantowane. Inwestuj tylko tyle, ile możesz stracić.',
        ),
      },
      'sk-SK': {
        title: 'Členské podmienky',
        body: p(
          'Členstvo si vyžaduje vratnú zálohu, ktorú pre vás držíme a vrátime pri zrušení alebo 30 dní po skončení platnosti, ak členstvo nepredĺžite.',
          'Výnosy projektov sú predpokladané, nie zaručené. Investujte len toľko, koľko si môžete dovoliť stratiť.',
        ),
      },
      'zh-Hans': {
        title: '会员条款',
        body: p(
          '会员需缴纳一笔可退还的押金，由平台为您保管：取消会员时退还；到期后未续费的，在到期 30 天后退还。',
          '项目收益为预期收益，并非保证。请只投入您能承受损失的资金。',
        ),
      },
      'id-ID': {
        title: 'Ketentuan keanggotaan',
        body: p(
          'Keanggotaan memerlukan deposit yang dapat dikembalikan, disimpan untuk Anda dan dikembalikan saat Anda berhenti, atau 30 hari setelah masa berlaku habis jika tidak diperpanjang.',
          'Imbal hasil proyek adalah proyeksi, bukan jaminan. Investasikan hanya dana yang sanggup Anda relakan.',
        ),
      },
      'zh-Hant': {
        title: '會員條款',
        body: p(
          '會員需繳納一筆可退還的押金，由平台為您保管：取消會員時退還；到期後未續費的，於到期 30 天後退還。',
          '項目收益為預期收益，並非保證。請只投入您能承受損失的資金。',
        ),
      },
      'ru-RU': {
        title: 'Условия членства',
        body: p(
          'Членство требует возвратного депозита, который хранится для вас и возвращается при отказе от членства или через 30 дней после окончания срока, если вы его не продлите.',
          'Доходность проектов прогнозная, а не гарантированная. Инвестируйте только то, что можете позволить себе потерять.',
        ),
      },
      'pt-PT': {
        title: 'Cláusula de membro',
        body: p(
          'A adesão exige um depósito reembolsável guardado para si e devolvido quando cancelar, ou 30 dias após o termo se não renovar.',
          'Os retornos dos projetos são previstos, não garantidos. Invista apenas o que pode perder.',
        ),
      },
      'th-TH': {
        title: 'ข้อกำหนดสมาชิก',
        body: p(
          'การเป็นสมาชิกต้องวางเงินมัดจำที่ขอคืนได้ ซึ่งเราเก็บรักษาไว้ให้และคืนเมื่อคุณยกเลิก หรือ 30 วันหลังหมดอายุหากคุณไม่ต่ออายุ',
          'ผลตอบแทนของโครงการเป็นการคาดการณ์ ไม่ใช่การรับประกัน ลงทุนเฉพาะเงินที่คุณรับการสูญเสียได้',
        ),
      },
    }),
  },
  {
    day: 0,
    kind: 'memberRights',
    texts: texts({
      en: {
        title: 'Member rights',
        body: ul(
          'Invest in film projects',
          'Daily trailer tasks',
          'Team activities and rankings',
          'Speak in the club chat',
        ),
      },
      'ar-EG': {
        title: 'مزايا العضوية',
        body: ul(
          'الاستثمار في مشاريع الأفلام',
          'مهام يومية لمشاهدة الإعلانات',
          'أنشطة الفريق والتصنيفات',
          'المشاركة في دردشة النادي',
        ),
      },
      'de-DE': {
        title: 'Mitgliederrechte',
        body: ul(
          'In Filmprojekte investieren',
          'Tägliche Trailer-Aufgaben',
          'Teamaktionen und Ranglisten',
          'Im Club-Chat schreiben',
        ),
      },
      es: {
        title: 'Derechos del socio',
        body: ul(
          'Invertir en proyectos de cine',
          'Tareas diarias de tráileres',
          'Actividades de equipo y clasificaciones',
          'Hablar en el chat del club',
        ),
      },
      fr: {
        title: 'Droits des membres',
        body: ul(
          'Investir dans des projets de films',
          'Missions quotidiennes de bandes-annonces',
          'Activités d’équipe et classements',
          'Écrire dans le chat du club',
        ),
      },
      'ja-JP': {
        title: '会員特典',
        body: ul(
          '映画プロジェクトへの投資',
          '毎日の予告編タスク',
          'チーム活動とランキング',
          'クラブチャットでの発言',
        ),
      },
      'ko-KR': {
        title: '회원 혜택',
        body: ul('영화 프로젝트 투자', '매일 예고편 과제', '팀 활동과 랭킹', '클럽 채팅 참여'),
      },
      'pl-PL': {
        title: 'Prawa członka',
        body: ul(
          'Inwestowanie w projekty filmowe',
          'Codzienne zadania ze zwiastunami',
          'Aktywności zespołowe i rankingi',
          'Pisanie na czacie klubu',
        ),
      },
      'sk-SK': {
        title: 'Práva člena',
        body: ul(
          'Investovanie do filmových projektov',
          'Denné úlohy s trailermi',
          'Tímové aktivity a rebríčky',
          'Písanie v klubovom chate',
        ),
      },
      'zh-Hans': {
        title: '会员权益',
        body: ul('投资电影项目', '每日预告片任务', '团队活动与排行榜', '在俱乐部聊天中发言'),
      },
      'id-ID': {
        title: 'Hak anggota',
        body: ul(
          'Berinvestasi di proyek film',
          'Tugas trailer harian',
          'Aktivitas tim dan peringkat',
          'Berbicara di obrolan klub',
        ),
      },
      'zh-Hant': {
        title: '會員權益',
        body: ul('投資電影項目', '每日預告片任務', '團隊活動與排行榜', '在俱樂部聊天中發言'),
      },
      'ru-RU': {
        title: 'Права участника',
        body: ul(
          'Инвестиции в кинопроекты',
          'Ежедневные задания с трейлерами',
          'Командные активности и рейтинги',
          'Общение в чате клуба',
        ),
      },
      'pt-PT': {
        title: 'Direitos do membro',
        body: ul(
          'Investir em projetos de cinema',
          'Tarefas diárias de trailers',
          'Atividades de equipa e rankings',
          'Falar no chat do clube',
        ),
      },
      'th-TH': {
        title: 'สิทธิของสมาชิก',
        body: ul('ลงทุนในโครงการภาพยนตร์', 'ภารกิจดูตัวอย่างหนังรายวัน', 'กิจกรรมทีมและอันดับ', 'พูดคุยในแชทของคลับ'),
      },
    }),
  },
  {
    day: 0,
    kind: 'customerService',
    texts: texts({
      en: {
        title: 'How to reach us',
        summary: 'Opening hours, e-mail and phone of the club team.',
        body:
          p('Our member team answers every day from 09:00 to 21:00 (UTC), weekends and holidays included.') +
          ul(
            `E-mail: ${mail}, answered within one working day`,
            `Phone: ${SERVICE_PHONE}`,
            'Chat: tap “Chat with customer service” on this page; the desk answers during opening hours',
          ) +
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
          ul(
            `البريد الإلكتروني: ${mail}، ونردّ خلال يوم عمل واحد`,
            `الهاتف: ${isolated(SERVICE_PHONE)}`,
            'الدردشة: اضغط «الدردشة مع خدمة العملاء» في هذه الصفحة، ويرد الفريق خلال ساعات العمل',
          ) +
          p(
            'يُرجى تجهيز رقم هاتفك المسجّل. لن نطلب منك أبدًا كلمة مرور الدخول أو كلمة مرور الدفع أو رمز الرسائل القصيرة.',
          ),
      },
      'de-DE': {
        title: 'So erreichen Sie uns',
        summary: 'Öffnungszeiten, E-Mail und Telefon des Club-Teams.',
        body:
          p(
            'Unser Mitgliederteam antwortet täglich von 09:00 bis 21:00 Uhr (UTC), auch an Wochenenden und Feiertagen.',
          ) +
          ul(
            `E-Mail: ${mail}, Antwort innerhalb eines Werktags`,
            `Telefon: ${SERVICE_PHONE}`,
            'Chat: Tippen Sie auf dieser Seite auf „Chat mit dem Kundenservice“; das Team antwortet während der Öffnungszeiten',
          ) +
          p(
            'Bitte halten Sie Ihre registrierte Telefonnummer bereit. Wir fragen nie nach Ihrem Anmeldepasswort, Ihrem Zahlungspasswort oder einem SMS-Code.',
          ),
      },
      es: {
        title: 'Cómo contactarnos',
        summary: 'Horario, correo electrónico y teléfono del equipo del club.',
        body:
          p(
            'Nuestro equipo de socios atiende todos los días de 09:00 a 21:00 (UTC), fines de semana y festivos incluidos.',
          ) +
          ul(
            `Correo: ${mail}, respuesta en un día laborable`,
            `Teléfono: ${SERVICE_PHONE}`,
            'Chat: pulse «Chatear con atención al cliente» en esta página; el equipo responde en horario de atención',
          ) +
          p(
            'Tenga a mano su número de teléfono registrado. Nunca le pediremos su contraseña de acceso, su contraseña de pago ni un código SMS.',
          ),
      },
      fr: {
        title: 'Nous contacter',
        summary: 'Horaires, e-mail et téléphone de l’équipe du club.',
        body:
          p('Notre équipe répond tous les jours de 09:00 à 21:00 (UTC), week-ends et jours fériés compris.') +
          ul(
            `E-mail : ${mail}, réponse sous un jour ouvré`,
            `Téléphone : ${SERVICE_PHONE}`,
            'Chat : touchez « Discuter avec le service client » sur cette page ; l’équipe répond pendant les horaires d’ouverture',
          ) +
          p(
            'Ayez votre numéro de téléphone enregistré à portée de main. Nous ne demandons jamais votre mot de passe de connexion, votre mot de passe de paiement ni un code SMS.',
          ),
      },
      'ja-JP': {
        title: 'お問い合わせ',
        summary: 'クラブチームの受付時間、メール、電話。',
        body:
          p('会員サポートは土日祝日を含め、毎日 09:00〜21:00（UTC）に対応しています。') +
          ul(
            `メール：${mail}（1営業日以内に返信）`,
            `電話：${SERVICE_PHONE}`,
            'チャット：このページの「カスタマーサービスとチャット」をタップしてください。受付時間内に担当者が返信します',
          ) +
          p(
            '登録済みの電話番号をご用意ください。ログインパスワード、支払いパスワード、SMSコードをお尋ねすることは決してありません。',
          ),
      },
      'ko-KR': {
        title: '문의 방법',
        summary: '클럽 팀의 운영 시간, 이메일, 전화번호.',
        body:
          p('회원 지원팀은 주말과 공휴일을 포함해 매일 09:00~21:00(UTC)에 응답합니다.') +
          ul(
            `이메일: ${mail}, 영업일 기준 1일 이내 답변`,
            `전화: ${SERVICE_PHONE}`,
            '채팅: 이 페이지에서 “고객 서비스와 채팅”을 누르세요. 운영 시간 중에 답변합니다',
          ) +
          p(
            '등록된 전화번호를 준비해 주세요. 로그인 비밀번호, 결제 비밀번호, SMS 인증번호는 절대 묻지 않습니다.',
          ),
      },
      'pl-PL': {
        title: 'Jak się z nami skontaktować',
        summary: 'Godziny pracy, e-mail i telefon zespołu klubu.',
        body:
          p('Nasz zespół odpowiada codziennie od 09:00 do 21:00 (UTC), także w weekendy i święta.') +
          ul(
            `E-mail: ${mail}, odpowiedź w ciągu jednego dnia roboczego`,
            `Telefon: ${SERVICE_PHONE}`,
            'Czat: stuknij „Czat z obsługą klienta” na tej stronie; zespół odpowiada w godzinach pracy',
          ) +
          p(
            'Przygotuj swój zarejestrowany numer telefonu. Nigdy nie prosimy o hasło logowania, hasło płatności ani kod SMS.',
          ),
      },
      'sk-SK': {
        title: 'Ako nás kontaktovať',
        summary: 'Otváracie hodiny, e-mail a telefón tímu klubu.',
        body:
          p('Náš tím odpovedá každý deň od 09:00 do 21:00 (UTC), aj cez víkendy a sviatky.') +
          ul(
            `E-mail: ${mail}, odpoveď do jedného pracovného dňa`,
            `Telefón: ${SERVICE_PHONE}`,
            'Chat: ťuknite na „Chat so zákazníckym servisom“ na tejto stránke; tím odpovedá počas otváracích hodín',
          ) +
          p(
            'Pripravte si registrované telefónne číslo. Nikdy od vás nepýtame prihlasovacie heslo, platobné heslo ani SMS kód.',
          ),
      },
      'zh-Hans': {
        title: '联系我们',
        summary: '俱乐部团队的服务时间、电子邮件和电话。',
        body:
          p('会员服务团队每天 09:00 至 21:00（UTC）在线，周末及节假日照常服务。') +
          ul(
            `电子邮件：${mail}，一个工作日内回复`,
            `电话：${SERVICE_PHONE}`,
            '在线聊天：点击本页的“联系客服”，客服在服务时间内回复',
          ) +
          p('联系时请准备好您的注册手机号。我们绝不会索要您的登录密码、支付密码或短信验证码。'),
      },
      'id-ID': {
        title: 'Cara menghubungi kami',
        summary: 'Jam layanan, e-mail, dan telepon tim klub.',
        body:
          p(
            'Tim anggota kami melayani setiap hari pukul 09.00–21.00 (UTC), termasuk akhir pekan dan hari libur.',
          ) +
          ul(
            `E-mail: ${mail}, dijawab dalam satu hari kerja`,
            `Telepon: ${SERVICE_PHONE}`,
            'Obrolan: ketuk “Chat dengan layanan pelanggan” di halaman ini; tim menjawab pada jam layanan',
          ) +
          p(
            'Siapkan nomor telepon terdaftar Anda. Kami tidak pernah meminta kata sandi login, kata sandi pembayaran, atau kode SMS Anda.',
          ),
      },
      'zh-Hant': {
        title: '聯絡我們',
        summary: '俱樂部團隊的服務時間、電子郵件與電話。',
        body:
          p('會員服務團隊每天 09:00 至 21:00（UTC）在線，週末及假日照常服務。') +
          ul(
            `電子郵件：${mail}，一個工作天內回覆`,
            `電話：${SERVICE_PHONE}`,
            '線上聊天：點擊本頁的「聯絡客服」，客服在服務時間內回覆',
          ) +
          p('聯絡時請準備好您的註冊手機號碼。我們絕不會索取您的登入密碼、支付密碼或簡訊驗證碼。'),
      },
      'ru-RU': {
        title: 'Как с нами связаться',
        summary: 'Часы работы, электронная почта и телефон команды клуба.',
        body:
          p('Наша команда отвечает ежедневно с 09:00 до 21:00 (UTC), включая выходные и праздники.') +
          ul(
            `Эл. почта: ${mail}, ответ в течение одного рабочего дня`,
            `Телефон: ${SERVICE_PHONE}`,
            'Чат: нажмите «Чат со службой поддержки» на этой странице; команда отвечает в рабочие часы',
          ) +
          p(
            'Подготовьте зарегистрированный номер телефона. Мы никогда не спрашиваем пароль для входа, платёжный пароль или SMS-код.',
          ),
      },
      'pt-PT': {
        title: 'Como nos contactar',
        summary: 'Horário, e-mail e telefone da equipa do clube.',
        body:
          p(
            'A nossa equipa responde todos os dias das 09:00 às 21:00 (UTC), incluindo fins de semana e feriados.',
          ) +
          ul(
            `E-mail: ${mail}, resposta num dia útil`,
            `Telefone: ${SERVICE_PHONE}`,
            'Chat: toque em «Conversar com o apoio ao cliente» nesta página; a equipa responde durante o horário',
          ) +
          p(
            'Tenha à mão o seu número de telefone registado. Nunca pedimos a sua palavra-passe de acesso, a palavra-passe de pagamento nem um código SMS.',
          ),
      },
      'th-TH': {
        title: 'ติดต่อเรา',
        summary: 'เวลาทำการ อีเมล และโทรศัพท์ของทีมคลับ',
        body:
          p('ทีมดูแลสมาชิกตอบทุกวันเวลา 09:00–21:00 น. (UTC) รวมวันหยุดสุดสัปดาห์และวันหยุดนักขัตฤกษ์') +
          ul(
            `อีเมล: ${mail} ตอบกลับภายในหนึ่งวันทำการ`,
            `โทรศัพท์: ${SERVICE_PHONE}`,
            'แชท: แตะ “แชทกับฝ่ายบริการลูกค้า” ในหน้านี้ ทีมงานจะตอบในเวลาทำการ',
          ) +
          p('โปรดเตรียมหมายเลขโทรศัพท์ที่ลงทะเบียนไว้ เราไม่เคยขอรหัสผ่านเข้าสู่ระบบ รหัสผ่านการชำระเงิน หรือรหัส SMS ของคุณ'),
      },
    }),
  },
  {
    day: 1,
    kind: 'guide',
    texts: texts({
      en: {
        title: 'Your first investment, step by step',
        summary: 'Membership, a verified card, a pay password, then pick a project.',
        body:
          ol(
            'Activate your VIP membership from the Me page.',
            'Add a bank card and wait for it to be verified.',
            'Set a six-digit pay password.',
            'Open a project, enter an amount and read the projected schedule.',
            'Accept the risk warning and confirm with your pay password.',
          ) + p('You can revoke an investment within 24 hours while the project is still raising money.'),
      },
      'ar-EG': {
        title: 'استثمارك الأول خطوة بخطوة',
        summary: 'العضوية، ثم بطاقة موثّقة، ثم كلمة مرور الدفع، ثم اختر مشروعًا.',
        body:
          ol(
            'فعّل عضوية VIP من صفحة «حسابي».',
            'أضف بطاقة مصرفية وانتظر توثيقها.',
            'عيّن كلمة مرور دفع من ستة أرقام.',
            'افتح مشروعًا، وأدخل المبلغ، واقرأ الجدول المتوقع.',
            'وافق على تحذير المخاطر وأكّد بكلمة مرور الدفع.',
          ) + p('يمكنك إلغاء الاستثمار خلال 24 ساعة ما دام المشروع لا يزال يجمع التمويل.'),
      },
      'de-DE': {
        title: 'Ihre erste Investition, Schritt für Schritt',
        summary: 'Mitgliedschaft, eine geprüfte Karte, ein Zahlungspasswort, dann ein Projekt wählen.',
        body:
          ol(
            'Aktivieren Sie Ihre VIP-Mitgliedschaft auf der Seite „Ich“.',
            'Fügen Sie eine Bankkarte hinzu und warten Sie, bis sie geprüft ist.',
            'Legen Sie ein sechsstelliges Zahlungspasswort fest.',
            'Öffnen Sie ein Projekt, geben Sie einen Betrag ein und lesen Sie den voraussichtlichen Zahlungsplan.',
            'Akzeptieren Sie den Risikohinweis und bestätigen Sie mit Ihrem Zahlungspasswort.',
          ) +
          p(
            'Solange das Projekt noch Geld sammelt, können Sie eine Investition innerhalb von 24 Stunden widerrufen.',
          ),
      },
      es: {
        title: 'Su primera inversión, paso a paso',
        summary: 'Membresía, una tarjeta verificada, una contraseña de pago y luego elija un proyecto.',
        body:
          ol(
            'Active su membresía VIP desde la página Yo.',
            'Añada una tarjeta bancaria y espere a que se verifique.',
            'Establezca una contraseña de pago de seis dígitos.',
            'Abra un proyecto, introduzca un importe y lea el calendario previsto.',
            'Acepte el aviso de riesgo y confirme con su contraseña de pago.',
          ) + p('Puede revocar una inversión en 24 horas mientras el proyecto siga recaudando.'),
      },
      fr: {
        title: 'Votre premier investissement, étape par étape',
        summary: 'L’adhésion, une carte vérifiée, un mot de passe de paiement, puis un projet.',
        body:
          ol(
            'Activez votre adhésion VIP depuis la page Moi.',
            'Ajoutez une carte bancaire et attendez sa vérification.',
            'Définissez un mot de passe de paiement à six chiffres.',
            'Ouvrez un projet, saisissez un montant et lisez l’échéancier prévisionnel.',
            'Acceptez l’avertissement sur les risques et confirmez avec votre mot de passe de paiement.',
          ) +
          p(
            'Vous pouvez annuler un investissement dans les 24 heures tant que le projet lève encore des fonds.',
          ),
      },
      'ja-JP': {
        title: '初めての投資：ステップごとのガイド',
        summary: '会員登録、カードの認証、支払いパスワード、そしてプロジェクト選び。',
        body:
          ol(
            '「マイページ」からVIP会員を有効にします。',
            '銀行カードを追加し、認証されるまで待ちます。',
            '6桁の支払いパスワードを設定します。',
            'プロジェクトを開き、金額を入力して予定スケジュールを確認します。',
            'リスク警告に同意し、支払いパスワードで確定します。',
          ) + p('プロジェクトの募集期間中であれば、24時間以内に投資を取り消すことができます。'),
      },
      'ko-KR': {
        title: '첫 투자, 단계별 안내',
        summary: '회원 가입, 카드 인증, 결제 비밀번호, 그리고 프로젝트 선택.',
        body:
          ol(
            '“내 정보” 페이지에서 VIP 회원을 활성화하세요.',
            '은행 카드를 추가하고 인증될 때까지 기다리세요.',
            '6자리 결제 비밀번호를 설정하세요.',
            '프로젝트를 열고 금액을 입력한 뒤 예상 일정을 확인하세요.',
            '위험 고지에 동의하고 결제 비밀번호로 확인하세요.',
          ) + p('프로젝트가 아직 모금 중이라면 24시간 이내에 투자를 취소할 수 있습니다.'),
      },
      'pl-PL': {
        title: 'Twoja pierwsza inwestycja krok po kroku',
        summary: 'Członkostwo, zweryfikowana karta, hasło płatności, a potem wybór projektu.',
        body:
          ol(
            'Aktywuj członkostwo VIP na stronie Ja.',
            'Dodaj kartę bankową i poczekaj na jej weryfikację.',
            'Ustaw sześciocyfrowe hasło płatności.',
            'Otwórz projekt, wpisz kwotę i przeczytaj przewidywany harmonogram.',
            'Zaakceptuj ostrzeżenie o ryzyku i potwierdź hasłem płatności.',
          ) + p('Inwestycję możesz cofnąć w ciągu 24 godzin, dopóki projekt nadal zbiera środki.'),
      },
      'sk-SK': {
        title: 'Vaša prvá investícia krok za krokom',
        summary: 'Členstvo, overená karta, platobné heslo a potom výber projektu.',
        body:
          ol(
            'Aktivujte si členstvo VIP na stránke Ja.',
            'Pridajte bankovú kartu a počkajte na jej overenie.',
            'Nastavte si šesťmiestne platobné heslo.',
            'Otvorte projekt, zadajte sumu a prečítajte si predpokladaný harmonogram.',
            'Prijmite upozornenie na riziká a potvrďte platobným heslom.',
          ) + p('Investíciu môžete zrušiť do 24 hodín, kým projekt ešte zbiera peniaze.'),
      },
      'zh-Hans': {
        title: '第一次投资，分步指南',
        summary: '开通会员、认证银行卡、设置支付密码，然后选择项目。',
        body:
          ol(
            '在“我的”页面开通 VIP 会员。',
            '添加银行卡并等待认证。',
            '设置六位数支付密码。',
            '打开项目，输入金额并阅读预期还款计划。',
            '接受风险提示，并用支付密码确认。',
          ) + p('项目仍在募资期间，您可以在 24 小时内撤回投资。'),
      },
      'id-ID': {
        title: 'Investasi pertama Anda, langkah demi langkah',
        summary: 'Keanggotaan, kartu terverifikasi, kata sandi pembayaran, lalu pilih proyek.',
        body:
          ol(
            'Aktifkan keanggotaan VIP dari halaman Saya.',
            'Tambahkan kartu bank dan tunggu hingga diverifikasi.',
            'Atur kata sandi pembayaran enam digit.',
            'Buka proyek, masukkan jumlah, dan baca jadwal proyeksinya.',
            'Setujui peringatan risiko dan konfirmasi dengan kata sandi pembayaran.',
          ) + p('Anda dapat membatalkan investasi dalam 24 jam selama proyek masih menghimpun dana.'),
      },
      'zh-Hant': {
        title: '第一次投資，分步指南',
        summary: '開通會員、認證銀行卡、設定支付密碼，然後選擇項目。',
        body:
          ol(
            '在「我的」頁面開通 VIP 會員。',
            '新增銀行卡並等待認證。',
            '設定六位數支付密碼。',
            '打開項目，輸入金額並閱讀預期還款計畫。',
            '接受風險提示，並以支付密碼確認。',
          ) + p('項目仍在募資期間，您可以在 24 小時內撤回投資。'),
      },
      'ru-RU': {
        title: 'Ваша первая инвестиция шаг за шагом',
        summary: 'Членство, проверенная карта, платёжный пароль, затем выбор проекта.',
        body:
          ol(
            'Активируйте VIP-членство на странице «Я».',
            'Добавьте банковскую карту и дождитесь её проверки.',
            'Задайте шестизначный платёжный пароль.',
            'Откройте проект, введите сумму и прочитайте прогнозный график.',
            'Примите предупреждение о рисках и подтвердите платёжным паролем.',
          ) + p('Инвестицию можно отменить в течение 24 часов, пока проект ещё собирает средства.'),
      },
      'pt-PT': {
        title: 'O seu primeiro investimento, passo a passo',
        summary: 'Adesão, um cartão verificado, uma palavra-passe de pagamento e depois escolha um projeto.',
        body:
          ol(
            'Ative a sua adesão VIP na página Eu.',
            'Adicione um cartão bancário e aguarde a verificação.',
            'Defina uma palavra-passe de pagamento de seis dígitos.',
            'Abra um projeto, introduza um montante e leia o calendário previsto.',
            'Aceite o aviso de risco e confirme com a sua palavra-passe de pagamento.',
          ) +
          p(
            'Pode anular um investimento no prazo de 24 horas enquanto o projeto ainda estiver a angariar fundos.',
          ),
      },
      'th-TH': {
        title: 'การลงทุนครั้งแรกของคุณ ทีละขั้นตอน',
        summary: 'สมัครสมาชิก ยืนยันบัตร ตั้งรหัสผ่านการชำระเงิน แล้วเลือกโครงการ',
        body:
          ol(
            'เปิดใช้งานสมาชิก VIP จากหน้า “ฉัน”',
            'เพิ่มบัตรธนาคารและรอการยืนยัน',
            'ตั้งรหัสผ่านการชำระเงินหกหลัก',
            'เปิดโครงการ ใส่จำนวนเงิน และอ่านตารางที่คาดการณ์ไว้',
            'ยอมรับคำเตือนความเสี่ยงและยืนยันด้วยรหัสผ่านการชำระเงิน',
          ) + p('คุณยกเลิกการลงทุนได้ภายใน 24 ชั่วโมงขณะที่โครงการยังระดมทุนอยู่'),
      },
    }),
  },
  {
    day: 2,
    kind: 'guide',
    texts: texts({
      en: {
        title: 'How payouts and repayments work',
        summary: 'Daily interest, equal principal, or one payment at maturity.',
        body:
          '<h3>Repayment types</h3>' +
          ul(
            '<strong>Daily bonus</strong>: interest every day, principal on the last day.',
            '<strong>Equal principal</strong>: part of the principal and the interest on what is still invested, every day.',
            '<strong>One payment</strong>: principal and interest together at maturity.',
          ) +
          p(
            'Payouts come only from the project’s own accounts. If a project cannot cover a payment yet, it shows “waiting for repayment” and pays the oldest items first as soon as revenue arrives.',
          ),
      },
      'ar-EG': {
        title: 'كيف تعمل المدفوعات والسداد',
        summary: 'فائدة يومية، أو أصل متساوٍ، أو دفعة واحدة عند الاستحقاق.',
        body:
          '<h3>أنواع السداد</h3>' +
          ul(
            '<strong>عائد يومي</strong>: فائدة كل يوم، والأصل في اليوم الأخير.',
            '<strong>أصل متساوٍ</strong>: جزء من الأصل والفائدة على المبلغ المتبقي، كل يوم.',
            '<strong>دفعة واحدة</strong>: الأصل والفائدة معًا عند الاستحقاق.',
          ) +
          p(
            'تأتي المدفوعات من حسابات المشروع نفسه فقط. إذا لم يستطع المشروع تغطية دفعة بعد، يظهر «بانتظار السداد» ويدفع الأقدم أولًا فور وصول الإيرادات.',
          ),
      },
      'de-DE': {
        title: 'So funktionieren Auszahlungen und Rückzahlungen',
        summary: 'Tägliche Zinsen, gleiche Tilgung oder eine Zahlung bei Fälligkeit.',
        body:
          '<h3>Rückzahlungsarten</h3>' +
          ul(
            '<strong>Täglicher Bonus</strong>: Zinsen jeden Tag, das Kapital am letzten Tag.',
            '<strong>Gleiche Tilgung</strong>: jeden Tag ein Teil des Kapitals und die Zinsen auf den noch investierten Betrag.',
            '<strong>Einmalzahlung</strong>: Kapital und Zinsen zusammen bei Fälligkeit.',
          ) +
          p(
            'Auszahlungen kommen nur von den eigenen Konten des Projekts. Kann ein Projekt eine Zahlung noch nicht decken, zeigt es „wartet auf Rückzahlung“ und zahlt, sobald Einnahmen eingehen, die ältesten Posten zuerst.',
          ),
      },
      es: {
        title: 'Cómo funcionan los pagos y las devoluciones',
        summary: 'Interés diario, principal a partes iguales o un único pago al vencimiento.',
        body:
          '<h3>Tipos de devolución</h3>' +
          ul(
            '<strong>Bono diario</strong>: intereses cada día y el principal el último día.',
            '<strong>Principal a partes iguales</strong>: cada día una parte del principal y los intereses sobre lo aún invertido.',
            '<strong>Pago único</strong>: principal e intereses juntos al vencimiento.',
          ) +
          p(
            'Los pagos proceden solo de las cuentas del propio proyecto. Si un proyecto aún no puede cubrir un pago, muestra «pendiente de devolución» y paga primero lo más antiguo en cuanto llegan ingresos.',
          ),
      },
      fr: {
        title: 'Fonctionnement des versements et remboursements',
        summary: 'Intérêts quotidiens, capital constant ou paiement unique à l’échéance.',
        body:
          '<h3>Types de remboursement</h3>' +
          ul(
            '<strong>Bonus quotidien</strong> : des intérêts chaque jour, le capital le dernier jour.',
            '<strong>Capital constant</strong> : chaque jour une part du capital et les intérêts sur ce qui reste investi.',
            '<strong>Paiement unique</strong> : capital et intérêts ensemble à l’échéance.',
          ) +
          p(
            'Les versements proviennent uniquement des comptes du projet. Si un projet ne peut pas encore couvrir un paiement, il affiche « en attente de remboursement » et paie d’abord les plus anciens dès que des recettes arrivent.',
          ),
      },
      'ja-JP': {
        title: '配当と返済のしくみ',
        summary: '毎日の利息、元金均等、または満期一括。',
        body:
          '<h3>返済方式</h3>' +
          ul(
            '<strong>日次ボーナス</strong>：利息を毎日、元金は最終日に。',
            '<strong>元金均等</strong>：毎日、元金の一部と残りの投資額に対する利息。',
            '<strong>一括払い</strong>：満期に元金と利息をまとめて。',
          ) +
          p(
            '配当はプロジェクト自身の口座からのみ支払われます。支払いをまだ賄えない場合は「返済待ち」と表示され、収益が入りしだい古いものから支払われます。',
          ),
      },
      'ko-KR': {
        title: '지급과 상환 방식',
        summary: '매일 이자, 원금 균등, 또는 만기 일시 지급.',
        body:
          '<h3>상환 방식</h3>' +
          ul(
            '<strong>일일 보너스</strong>: 매일 이자, 마지막 날 원금.',
            '<strong>원금 균등</strong>: 매일 원금 일부와 남은 투자금에 대한 이자.',
            '<strong>일시 지급</strong>: 만기에 원금과 이자를 함께.',
          ) +
          p(
            '지급은 프로젝트 자체 계좌에서만 이루어집니다. 아직 지급액을 충당할 수 없으면 “상환 대기”로 표시되며, 수익이 들어오는 대로 가장 오래된 항목부터 지급합니다.',
          ),
      },
      'pl-PL': {
        title: 'Jak działają wypłaty i spłaty',
        summary: 'Codzienne odsetki, równe raty kapitału lub jedna płatność w terminie.',
        body:
          '<h3>Rodzaje spłaty</h3>' +
          ul(
            '<strong>Dzienny bonus</strong>: odsetki codziennie, kapitał ostatniego dnia.',
            '<strong>Równy kapitał</strong>: codziennie część kapitału i odsetki od tego, co wciąż zainwestowane.',
            '<strong>Jedna płatność</strong>: kapitał i odsetki razem w terminie zapadalności.',
          ) +
          p(
            'Wypłaty pochodzą wyłącznie z kont projektu. Jeśli projekt nie może jeszcze pokryć płatności, pokazuje „oczekuje na spłatę” i po wpływie przychodów płaci najpierw najstarsze pozycje.',
          ),
      },
      'sk-SK': {
        title: 'Ako fungujú výplaty a splátky',
        summary: 'Denný úrok, rovnaká istina alebo jedna platba pri splatnosti.',
        body:
          '<h3>Typy splácania</h3>' +
          ul(
            '<strong>Denný bonus</strong>: úrok každý deň, istina v posledný deň.',
            '<strong>Rovnaká istina</strong>: každý deň časť istiny a úrok z toho, čo je ešte investované.',
            '<strong>Jedna platba</strong>: istina a úrok spolu pri splatnosti.',
          ) +
          p(
            'Výplaty pochádzajú iba z vlastných účtov projektu. Ak projekt ešte nemôže pokryť platbu, zobrazí „čaká na splatenie“ a hneď ako prídu príjmy, vyplatí najskôr najstaršie položky.',
          ),
      },
      'zh-Hans': {
        title: '收益发放与还款方式',
        summary: '每日付息、等额本金，或到期一次性还本付息。',
        body:
          '<h3>还款方式</h3>' +
          ul(
            '<strong>每日分红</strong>：每天付息，最后一天还本。',
            '<strong>等额本金</strong>：每天归还部分本金，并支付剩余投资额的利息。',
            '<strong>一次性还款</strong>：到期时一并支付本金和利息。',
          ) +
          p(
            '收益只从项目自己的账户支付。若项目暂时无法支付，会显示“等待还款”，收入到账后按时间先后优先支付最早的款项。',
          ),
      },
      'id-ID': {
        title: 'Cara kerja pembayaran dan pelunasan',
        summary: 'Bunga harian, pokok sama rata, atau satu pembayaran saat jatuh tempo.',
        body:
          '<h3>Jenis pelunasan</h3>' +
          ul(
            '<strong>Bonus harian</strong>: bunga setiap hari, pokok pada hari terakhir.',
            '<strong>Pokok sama rata</strong>: setiap hari sebagian pokok dan bunga atas dana yang masih diinvestasikan.',
            '<strong>Satu pembayaran</strong>: pokok dan bunga sekaligus saat jatuh tempo.',
          ) +
          p(
            'Pembayaran hanya berasal dari rekening proyek itu sendiri. Jika proyek belum dapat menutup pembayaran, statusnya “menunggu pelunasan” dan item tertua dibayar lebih dulu begitu pendapatan masuk.',
          ),
      },
      'zh-Hant': {
        title: '收益發放與還款方式',
        summary: '每日付息、等額本金，或到期一次還本付息。',
        body:
          '<h3>還款方式</h3>' +
          ul(
            '<strong>每日分紅</strong>：每天付息，最後一天還本。',
            '<strong>等額本金</strong>：每天歸還部分本金，並支付剩餘投資額的利息。',
            '<strong>一次還款</strong>：到期時一併支付本金與利息。',
          ) +
          p(
            '收益只從項目自己的帳戶支付。若項目暫時無法支付，會顯示「等待還款」，收入到帳後依時間先後優先支付最早的款項。',
          ),
      },
      'ru-RU': {
        title: 'Как работают выплаты и погашение',
        summary: 'Ежедневные проценты, равные доли основной суммы или один платёж в конце срока.',
        body:
          '<h3>Способы погашения</h3>' +
          ul(
            '<strong>Ежедневный бонус</strong>: проценты каждый день, основная сумма в последний день.',
            '<strong>Равные доли</strong>: каждый день часть основной суммы и проценты на ещё вложенное.',
            '<strong>Один платёж</strong>: основная сумма и проценты вместе в конце срока.',
          ) +
          p(
            'Выплаты идут только со счетов самого проекта. Если проект пока не может покрыть платёж, он показывает «ожидает погашения» и, как только поступает выручка, сначала платит самые старые суммы.',
          ),
      },
      'pt-PT': {
        title: 'Como funcionam os pagamentos e reembolsos',
        summary: 'Juros diários, capital constante ou um único pagamento no vencimento.',
        body:
          '<h3>Tipos de reembolso</h3>' +
          ul(
            '<strong>Bónus diário</strong>: juros todos os dias, capital no último dia.',
            '<strong>Capital constante</strong>: todos os dias parte do capital e os juros sobre o que ainda está investido.',
            '<strong>Pagamento único</strong>: capital e juros juntos no vencimento.',
          ) +
          p(
            'Os pagamentos vêm apenas das contas do próprio projeto. Se um projeto ainda não puder cobrir um pagamento, mostra «a aguardar reembolso» e paga primeiro os mais antigos assim que chegam receitas.',
          ),
      },
      'th-TH': {
        title: 'การจ่ายผลตอบแทนและการชำระคืนทำงานอย่างไร',
        summary: 'ดอกเบี้ยรายวัน เงินต้นเท่ากัน หรือจ่ายครั้งเดียวเมื่อครบกำหนด',
        body:
          '<h3>รูปแบบการชำระคืน</h3>' +
          ul(
            '<strong>โบนัสรายวัน</strong>: ดอกเบี้ยทุกวัน เงินต้นในวันสุดท้าย',
            '<strong>เงินต้นเท่ากัน</strong>: ทุกวันจ่ายเงินต้นบางส่วนและดอกเบี้ยของยอดที่ยังลงทุนอยู่',
            '<strong>จ่ายครั้งเดียว</strong>: เงินต้นและดอกเบี้ยพร้อมกันเมื่อครบกำหนด',
          ) +
          p(
            'การจ่ายมาจากบัญชีของโครงการเท่านั้น หากโครงการยังจ่ายไม่ได้ จะแสดง “รอการชำระคืน” และจ่ายรายการที่เก่าที่สุดก่อนทันทีที่มีรายได้เข้ามา',
          ),
      },
    }),
  },
  { day: 3, kind: 'partner', texts: named('Northlight Distribution') },
  { day: 3, kind: 'partner', texts: named('Harbour Sound Studios') },
  { day: 3, kind: 'partner', texts: named('Meridian Streaming') },
  {
    day: 40,
    kind: 'news',
    texts: texts({
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
        body: p(
          'افتُتحت الدراما الساحلية في 140 صالة عرض في عطلة نهاية هذا الأسبوع. سُجّلت إيرادات شباك التذاكر في حساب عوائد المشروع، وأصبحت الدفعة الأخيرة لداعميه مغطّاة الآن.',
        ),
      },
      'de-DE': {
        title: 'Die Tochter des Kartografen startet auf 140 Leinwänden',
        summary: 'Die Startwochenenden bringen die Einnahmen, die die Unterstützer auszahlen.',
        body: p(
          'Das Küstendrama ist an diesem Wochenende auf 140 Leinwänden gestartet. Die Kinoeinnahmen wurden auf dem Ertragskonto des Projekts verbucht, und die letzte Zahlung an die Unterstützer ist jetzt gedeckt.',
        ),
      },
      es: {
        title: 'La hija del cartógrafo se estrena en 140 pantallas',
        summary: 'Los fines de semana de estreno traen los ingresos que devuelven a sus inversores.',
        body: p(
          'El drama costero se estrenó este fin de semana en 140 pantallas. La recaudación de taquilla se registró en la cuenta de rendimientos del proyecto y el pago final a sus inversores ya está cubierto.',
        ),
      },
      fr: {
        title: 'La Fille du cartographe sort sur 140 écrans',
        summary: 'Les week-ends de sortie apportent les recettes qui remboursent ses soutiens.',
        body: p(
          'Le drame côtier est sorti sur 140 écrans ce week-end. Les recettes de billetterie ont été enregistrées sur le compte de rendement du projet et le dernier paiement de ses soutiens est désormais couvert.',
        ),
      },
      'ja-JP': {
        title: '『地図職人の娘』が140スクリーンで公開',
        summary: '公開週末の興行収入で支援者への返済が可能に。',
        body: p(
          '海辺を舞台にしたこのドラマは、今週末140スクリーンで公開されました。興行収入はプロジェクトのリターン口座に記帳され、支援者への最終支払いの原資が確保されました。',
        ),
      },
      'ko-KR': {
        title: '〈지도 제작자의 딸〉 140개 스크린에서 개봉',
        summary: '개봉 주말 수익으로 후원자 상환이 가능해졌습니다.',
        body: p(
          '해안을 배경으로 한 이 드라마가 이번 주말 140개 스크린에서 개봉했습니다. 박스오피스 수익은 프로젝트의 수익 계좌에 기록되었으며, 후원자들의 마지막 지급액이 이제 확보되었습니다.',
        ),
      },
      'pl-PL': {
        title: 'Córka kartografa na 140 ekranach',
        summary: 'Weekendy otwarcia przynoszą przychody, które spłacają wspierających.',
        body: p(
          'Nadmorski dramat wszedł w ten weekend na 140 ekranów. Wpływy z kin zaksięgowano na koncie zysków projektu, a ostatnia płatność dla wspierających jest już pokryta.',
        ),
      },
      'sk-SK': {
        title: 'Kartografova dcéra vstupuje do 140 kín',
        summary: 'Premiérové víkendy prinášajú príjmy, ktoré splatia podporovateľov.',
        body: p(
          'Prímorská dráma mala tento víkend premiéru na 140 plátnach. Tržby z kín boli zaúčtované na výnosový účet projektu a posledná platba jeho podporovateľom je teraz pokrytá.',
        ),
      },
      'zh-Hans': {
        title: '《制图师的女儿》登陆140块银幕',
        summary: '首映周末的票房收入足以偿付支持者。',
        body: p(
          '这部海岸题材剧情片本周末在 140 块银幕上映。票房收入已记入项目的收益账户，支持者的最后一笔还款现已有着落。',
        ),
      },
      'id-ID': {
        title: 'Putri Sang Kartografer tayang di 140 layar',
        summary: 'Akhir pekan pembukaan membawa pendapatan yang melunasi para pendukungnya.',
        body: p(
          'Drama pesisir ini mulai tayang di 140 layar akhir pekan ini. Pendapatan box office telah dicatat ke rekening imbal hasil proyek dan pembayaran terakhir para pendukungnya kini tertutupi.',
        ),
      },
      'zh-Hant': {
        title: '《製圖師的女兒》登上140塊銀幕',
        summary: '首映週末的票房收入足以償付支持者。',
        body: p(
          '這部海岸題材劇情片本週末在 140 塊銀幕上映。票房收入已記入項目的收益帳戶，支持者的最後一筆還款現已有著落。',
        ),
      },
      'ru-RU': {
        title: '«Дочь картографа» вышла на 140 экранах',
        summary: 'Выручка стартовых выходных покрывает выплаты вкладчикам.',
        body: p(
          'Прибрежная драма вышла в эти выходные на 140 экранах. Кассовые сборы зачислены на доходный счёт проекта, и последний платёж вкладчикам теперь покрыт.',
        ),
      },
      'pt-PT': {
        title: 'A Filha do Cartógrafo estreia em 140 ecrãs',
        summary: 'Os fins de semana de estreia trazem as receitas que reembolsam os apoiantes.',
        body: p(
          'O drama costeiro estreou este fim de semana em 140 ecrãs. As receitas de bilheteira foram registadas na conta de retornos do projeto e o pagamento final aos apoiantes está agora coberto.',
        ),
      },
      'th-TH': {
        title: 'ลูกสาวนักทำแผนที่ เข้าฉาย 140 โรง',
        summary: 'รายได้สุดสัปดาห์แรกเพียงพอชำระคืนผู้สนับสนุน',
        body: p(
          'ละครริมชายฝั่งเรื่องนี้เข้าฉาย 140 โรงในสุดสัปดาห์นี้ รายได้บ็อกซ์ออฟฟิศถูกบันทึกเข้าบัญชีผลตอบแทนของโครงการ และการจ่ายงวดสุดท้ายแก่ผู้สนับสนุนมีเงินรองรับแล้ว',
        ),
      },
    }),
  },
  {
    day: 75,
    kind: 'news',
    texts: texts({
      en: {
        title: 'Midnight Shorts sold to a streaming platform',
        summary: 'The anthology repaid every backer in full.',
        body: p(
          'Our first anthology of short films has been licensed to a streaming platform. All of its investments have been repaid with interest, line by line in each member’s funding details.',
        ),
      },
      'ar-EG': {
        title: 'بيع «قصص منتصف الليل» لمنصة بث',
        summary: 'سدّدت المجموعة كامل مستحقات جميع الداعمين.',
        body: p(
          'رُخّصت أول مجموعة أفلام قصيرة لنا لمنصة بث. سُدّدت جميع استثماراتها مع الفائدة، سطرًا بسطر في تفاصيل تمويل كل عضو.',
        ),
      },
      'de-DE': {
        title: 'Mitternachtskurzfilme an eine Streamingplattform verkauft',
        summary: 'Die Anthologie hat alle Unterstützer vollständig ausgezahlt.',
        body: p(
          'Unsere erste Kurzfilm-Anthologie wurde an eine Streamingplattform lizenziert. Alle Investitionen wurden mit Zinsen zurückgezahlt, Zeile für Zeile in den Finanzierungsdetails jedes Mitglieds.',
        ),
      },
      es: {
        title: 'Cortos de medianoche, vendida a una plataforma de streaming',
        summary: 'La antología devolvió todo a cada inversor.',
        body: p(
          'Nuestra primera antología de cortometrajes se ha licenciado a una plataforma de streaming. Todas sus inversiones se han devuelto con intereses, línea a línea en los detalles de financiación de cada socio.',
        ),
      },
      fr: {
        title: 'Courts de minuit vendu à une plateforme de streaming',
        summary: 'L’anthologie a remboursé intégralement tous ses soutiens.',
        body: p(
          'Notre première anthologie de courts métrages a été cédée à une plateforme de streaming. Tous ses investissements ont été remboursés avec intérêts, ligne par ligne dans le détail de financement de chaque membre.',
        ),
      },
      'ja-JP': {
        title: '『ミッドナイト・ショーツ』が配信プラットフォームに売却',
        summary: 'アンソロジーはすべての支援者に全額を返済しました。',
        body: p(
          '当クラブ初の短編アンソロジーが配信プラットフォームにライセンスされました。すべての投資は利息とともに返済され、各会員の資金明細に一行ずつ記録されています。',
        ),
      },
      'ko-KR': {
        title: '〈미드나잇 쇼츠〉 스트리밍 플랫폼에 판매',
        summary: '옴니버스가 모든 후원자에게 전액 상환했습니다.',
        body: p(
          '클럽의 첫 단편 옴니버스가 스트리밍 플랫폼에 라이선스되었습니다. 모든 투자금은 이자와 함께 상환되었으며, 각 회원의 자금 내역에 한 줄씩 기록되어 있습니다.',
        ),
      },
      'pl-PL': {
        title: 'Krótkie metraże o północy sprzedane platformie streamingowej',
        summary: 'Antologia spłaciła w całości wszystkich wspierających.',
        body: p(
          'Nasza pierwsza antologia krótkich filmów została licencjonowana platformie streamingowej. Wszystkie inwestycje spłacono z odsetkami, wiersz po wierszu w szczegółach finansowania każdego członka.',
        ),
      },
      'sk-SK': {
        title: 'Polnočné krátke filmy predané streamingovej platforme',
        summary: 'Antológia v plnej výške splatila všetkých podporovateľov.',
        body: p(
          'Naša prvá antológia krátkych filmov bola licencovaná streamingovej platforme. Všetky investície boli splatené aj s úrokmi, riadok po riadku v detailoch financovania každého člena.',
        ),
      },
      'zh-Hans': {
        title: '《午夜短片集》售予流媒体平台',
        summary: '该选集已全额偿付所有支持者。',
        body: p(
          '我们的第一部短片选集已授权给一家流媒体平台。其全部投资均已连本带息偿还，逐笔记录在每位会员的资金明细中。',
        ),
      },
      'id-ID': {
        title: 'Film Pendek Tengah Malam dijual ke platform streaming',
        summary: 'Antologi ini melunasi semua pendukung secara penuh.',
        body: p(
          'Antologi film pendek pertama kami telah dilisensikan ke platform streaming. Semua investasinya telah dilunasi beserta bunga, baris demi baris di rincian pendanaan setiap anggota.',
        ),
      },
      'zh-Hant': {
        title: '《午夜短片集》售予串流平台',
        summary: '該選集已全額償付所有支持者。',
        body: p(
          '我們的第一部短片選集已授權給一家串流平台。其全部投資均已連本帶息償還，逐筆記錄在每位會員的資金明細中。',
        ),
      },
      'ru-RU': {
        title: '«Полночные короткометражки» проданы стриминговой платформе',
        summary: 'Альманах полностью расплатился со всеми вкладчиками.',
        body: p(
          'Наш первый альманах короткометражных фильмов лицензирован стриминговой платформе. Все вложения возвращены с процентами, построчно в деталях финансирования каждого участника.',
        ),
      },
      'pt-PT': {
        title: 'Curtas da Meia-Noite vendida a uma plataforma de streaming',
        summary: 'A antologia reembolsou integralmente todos os apoiantes.',
        body: p(
          'A nossa primeira antologia de curtas-metragens foi licenciada a uma plataforma de streaming. Todos os investimentos foram reembolsados com juros, linha a linha nos detalhes de financiamento de cada membro.',
        ),
      },
      'th-TH': {
        title: 'หนังสั้นเที่ยงคืน ขายให้แพลตฟอร์มสตรีมมิงแล้ว',
        summary: 'หนังรวมเรื่องสั้นชุดนี้ชำระคืนผู้สนับสนุนทุกคนครบถ้วน',
        body: p(
          'หนังรวมเรื่องสั้นชุดแรกของเราได้รับการขายลิขสิทธิ์ให้แพลตฟอร์มสตรีมมิง การลงทุนทั้งหมดได้รับการชำระคืนพร้อมดอกเบี้ย ทีละรายการในรายละเอียดการเงินของสมาชิกแต่ละคน',
        ),
      },
    }),
  },
  {
    day: 104,
    kind: 'news',
    texts: texts({
      en: {
        title: 'Now raising: The Last Projectionist',
        summary: 'A love letter to the last single-screen cinema in town.',
        body: p(
          'Fundraising is open for our biggest drama yet. Read the projected schedule and the risk warning on the project page before you invest.',
        ),
      },
      'ar-EG': {
        title: 'التمويل مفتوح الآن: آخر عامل عرض',
        summary: 'رسالة حب إلى آخر دار سينما بشاشة واحدة في البلدة.',
        body: p(
          'بدأ جمع التمويل لأكبر دراما لدينا حتى الآن. اقرأ الجدول المتوقع وتحذير المخاطر في صفحة المشروع قبل أن تستثمر.',
        ),
      },
      'de-DE': {
        title: 'Jetzt in der Finanzierung: Der letzte Filmvorführer',
        summary: 'Eine Liebeserklärung an das letzte Einsaalkino der Stadt.',
        body: p(
          'Die Finanzierung unseres bisher größten Dramas hat begonnen. Lesen Sie den voraussichtlichen Zahlungsplan und den Risikohinweis auf der Projektseite, bevor Sie investieren.',
        ),
      },
      es: {
        title: 'Recaudando ahora: El último proyeccionista',
        summary: 'Una carta de amor al último cine de una sola sala del pueblo.',
        body: p(
          'Está abierta la financiación de nuestro mayor drama hasta la fecha. Lea el calendario previsto y el aviso de riesgo en la página del proyecto antes de invertir.',
        ),
      },
      fr: {
        title: 'En financement : Le Dernier Projectionniste',
        summary: 'Une lettre d’amour au dernier cinéma à salle unique de la ville.',
        body: p(
          'Le financement de notre plus grand drame à ce jour est ouvert. Lisez l’échéancier prévisionnel et l’avertissement sur les risques sur la page du projet avant d’investir.',
        ),
      },
      'ja-JP': {
        title: '募集開始：『最後の映写技師』',
        summary: '町に残る最後の単館映画館へのラブレター。',
        body: p(
          '当クラブ史上最大のドラマの募集が始まりました。投資の前に、プロジェクトページで予定スケジュールとリスク警告をお読みください。',
        ),
      },
      'ko-KR': {
        title: '모금 중: 〈마지막 영사기사〉',
        summary: '마을에 남은 마지막 단관 극장에 보내는 러브레터.',
        body: p(
          '지금까지 가장 큰 규모의 드라마 모금이 시작되었습니다. 투자하기 전에 프로젝트 페이지의 예상 일정과 위험 고지를 읽어 주세요.',
        ),
      },
      'pl-PL': {
        title: 'Trwa zbiórka: Ostatni kinooperator',
        summary: 'List miłosny do ostatniego jednosalowego kina w mieście.',
        body: p(
          'Ruszyła zbiórka na nasz największy dotąd dramat. Przed inwestycją przeczytaj przewidywany harmonogram i ostrzeżenie o ryzyku na stronie projektu.',
        ),
      },
      'sk-SK': {
        title: 'Práve sa financuje: Posledný premietač',
        summary: 'Ľúbostný list poslednému jednosálovému kinu v meste.',
        body: p(
          'Financovanie našej doteraz najväčšej drámy sa začalo. Pred investovaním si na stránke projektu prečítajte predpokladaný harmonogram a upozornenie na riziká.',
        ),
      },
      'zh-Hans': {
        title: '正在募资：《最后的放映员》',
        summary: '献给小镇最后一家单厅影院的情书。',
        body: p('我们迄今规模最大的剧情片已开放募资。投资前请在项目页面阅读预期还款计划和风险提示。'),
      },
      'id-ID': {
        title: 'Sedang menghimpun dana: Operator Proyektor Terakhir',
        summary: 'Surat cinta untuk bioskop satu layar terakhir di kota.',
        body: p(
          'Penghimpunan dana untuk drama terbesar kami sejauh ini telah dibuka. Baca jadwal proyeksi dan peringatan risiko di halaman proyek sebelum berinvestasi.',
        ),
      },
      'zh-Hant': {
        title: '正在募資：《最後的放映師》',
        summary: '獻給小鎮最後一家單廳戲院的情書。',
        body: p('我們迄今規模最大的劇情片已開放募資。投資前請在項目頁面閱讀預期還款計畫與風險提示。'),
      },
      'ru-RU': {
        title: 'Идёт сбор: «Последний киномеханик»',
        summary: 'Признание в любви последнему однозальному кинотеатру города.',
        body: p(
          'Открыт сбор средств на нашу самую масштабную драму. Перед инвестицией прочитайте прогнозный график и предупреждение о рисках на странице проекта.',
        ),
      },
      'pt-PT': {
        title: 'Em angariação: O Último Projecionista',
        summary: 'Uma carta de amor ao último cinema de sala única da vila.',
        body: p(
          'Está aberta a angariação do nosso maior drama até hoje. Leia o calendário previsto e o aviso de risco na página do projeto antes de investir.',
        ),
      },
      'th-TH': {
        title: 'เปิดระดมทุนแล้ว: คนฉายหนังคนสุดท้าย',
        summary: 'จดหมายรักถึงโรงหนังจอเดียวแห่งสุดท้ายของเมือง',
        body: p(
          'เปิดระดมทุนให้ละครเรื่องใหญ่ที่สุดของเราแล้ว โปรดอ่านตารางที่คาดการณ์และคำเตือนความเสี่ยงในหน้าโครงการก่อนลงทุน',
        ),
      },
    }),
  },
  {
    day: 117,
    kind: 'news',
    texts: texts({
      en: {
        title: 'Static Bloom is waiting for repayment',
        summary: 'Why some payouts are late, and what happens next.',
        body: p(
          'Static Bloom’s distribution deal has been delayed, so its revenue does not yet cover the payouts due. Nothing is paid from other members’ money: the due items stay unpaid and will be paid, oldest first, as soon as revenue is recorded.',
        ),
      },
      'ar-EG': {
        title: '«إزهار التشويش» بانتظار السداد',
        summary: 'لماذا تأخرت بعض المدفوعات، وماذا سيحدث بعد ذلك.',
        body: p(
          'تأخرت صفقة توزيع «إزهار التشويش»، لذا لا تغطي إيراداته بعدُ المدفوعات المستحقة. لا يُدفع شيء من أموال أعضاء آخرين: تبقى البنود المستحقة غير مدفوعة وستُدفع، الأقدم أولًا، فور تسجيل الإيرادات.',
        ),
      },
      'de-DE': {
        title: 'Rauschblüte wartet auf Rückzahlung',
        summary: 'Warum sich einige Auszahlungen verzögern und wie es weitergeht.',
        body: p(
          'Der Verleihvertrag von Rauschblüte hat sich verzögert, daher decken die Einnahmen die fälligen Auszahlungen noch nicht. Nichts wird aus dem Geld anderer Mitglieder bezahlt: Die fälligen Posten bleiben offen und werden, die ältesten zuerst, gezahlt, sobald Einnahmen verbucht sind.',
        ),
      },
      es: {
        title: 'Flor de estática, pendiente de devolución',
        summary: 'Por qué se retrasan algunos pagos y qué pasará ahora.',
        body: p(
          'El acuerdo de distribución de Flor de estática se ha retrasado, así que sus ingresos aún no cubren los pagos vencidos. Nada se paga con dinero de otros socios: los importes vencidos quedan pendientes y se pagarán, primero los más antiguos, en cuanto se registren ingresos.',
        ),
      },
      fr: {
        title: 'Floraison statique en attente de remboursement',
        summary: 'Pourquoi certains versements sont en retard, et la suite.',
        body: p(
          'L’accord de distribution de Floraison statique a pris du retard, ses recettes ne couvrent donc pas encore les versements dus. Rien n’est payé avec l’argent d’autres membres : les échéances restent impayées et seront réglées, les plus anciennes d’abord, dès que des recettes seront enregistrées.',
        ),
      },
      'ja-JP': {
        title: '『スタティック・ブルーム』は返済待ちです',
        summary: '一部の配当が遅れている理由と今後について。',
        body: p(
          '『スタティック・ブルーム』の配給契約が遅れているため、収益がまだ支払期日の配当を賄えていません。他の会員の資金から支払われることはありません。期日の来た項目は未払いのまま残り、収益が記帳されしだい古いものから支払われます。',
        ),
      },
      'ko-KR': {
        title: '〈스태틱 블룸〉 상환 대기 중',
        summary: '일부 지급이 늦어지는 이유와 앞으로의 절차.',
        body: p(
          '〈스태틱 블룸〉의 배급 계약이 지연되어 수익이 아직 만기 지급액을 충당하지 못합니다. 다른 회원의 돈으로 지급하는 일은 없습니다. 만기 항목은 미지급 상태로 남아 있다가 수익이 기록되는 대로 오래된 것부터 지급됩니다.',
        ),
      },
      'pl-PL': {
        title: 'Kwiat szumu oczekuje na spłatę',
        summary: 'Dlaczego niektóre wypłaty się opóźniają i co dalej.',
        body: p(
          'Umowa dystrybucyjna Kwiatu szumu się opóźniła, więc jego przychody nie pokrywają jeszcze należnych wypłat. Nic nie jest płacone z pieniędzy innych członków: należne pozycje pozostają niezapłacone i zostaną wypłacone, od najstarszych, gdy tylko zostaną zaksięgowane przychody.',
        ),
      },
      'sk-SK': {
        title: 'Šumový kvet čaká na splatenie',
        summary: 'Prečo sú niektoré výplaty oneskorené a čo bude ďalej.',
        body: p(
          'Distribučná zmluva Šumového kvetu sa oneskorila, takže jeho príjmy ešte nepokrývajú splatné výplaty. Nič sa neplatí z peňazí iných členov: splatné položky zostávajú nezaplatené a vyplatia sa, od najstarších, hneď ako budú zaúčtované príjmy.',
        ),
      },
      'zh-Hans': {
        title: '《静电之花》等待还款',
        summary: '部分收益为何延迟，以及接下来会怎样。',
        body: p(
          '《静电之花》的发行协议推迟，其收入暂时无法覆盖到期的收益。不会用其他会员的资金支付：到期款项保持未付状态，一旦收入入账，将按时间先后优先支付最早的款项。',
        ),
      },
      'id-ID': {
        title: 'Mekar Statis menunggu pelunasan',
        summary: 'Mengapa beberapa pembayaran terlambat, dan apa selanjutnya.',
        body: p(
          'Kesepakatan distribusi Mekar Statis tertunda, sehingga pendapatannya belum menutup pembayaran yang jatuh tempo. Tidak ada yang dibayar dari uang anggota lain: item jatuh tempo tetap belum dibayar dan akan dibayar, yang tertua lebih dulu, segera setelah pendapatan dicatat.',
        ),
      },
      'zh-Hant': {
        title: '《靜電之花》等待還款',
        summary: '部分收益為何延遲，以及接下來會怎樣。',
        body: p(
          '《靜電之花》的發行協議延後，其收入暫時無法支應到期的收益。不會用其他會員的資金支付：到期款項保持未付狀態，一旦收入入帳，將依時間先後優先支付最早的款項。',
        ),
      },
      'ru-RU': {
        title: '«Цветение помех» ожидает погашения',
        summary: 'Почему часть выплат задерживается и что будет дальше.',
        body: p(
          'Сделка о дистрибуции «Цветения помех» задержалась, поэтому выручка пока не покрывает причитающиеся выплаты. Ничего не выплачивается из денег других участников: просроченные суммы остаются неоплаченными и будут выплачены, начиная с самых старых, как только поступит выручка.',
        ),
      },
      'pt-PT': {
        title: 'Flor de Estática a aguardar reembolso',
        summary: 'Porque alguns pagamentos estão atrasados e o que acontece a seguir.',
        body: p(
          'O acordo de distribuição de Flor de Estática atrasou-se, pelo que as suas receitas ainda não cobrem os pagamentos devidos. Nada é pago com dinheiro de outros membros: os montantes devidos ficam por pagar e serão pagos, os mais antigos primeiro, assim que houver receitas registadas.',
        ),
      },
      'th-TH': {
        title: 'ดอกไม้คลื่นรบกวน กำลังรอการชำระคืน',
        summary: 'เหตุใดการจ่ายบางรายการจึงล่าช้า และจะเกิดอะไรต่อไป',
        body: p(
          'ข้อตกลงการจัดจำหน่ายของ ดอกไม้คลื่นรบกวน ล่าช้า รายได้จึงยังไม่พอจ่ายผลตอบแทนที่ครบกำหนด ไม่มีการจ่ายจากเงินของสมาชิกคนอื่น รายการที่ครบกำหนดจะค้างไว้และจ่ายโดยเริ่มจากรายการเก่าที่สุดทันทีที่มีการบันทึกรายได้',
        ),
      },
    }),
  },
  {
    day: 104,
    kind: 'banner',
    texts: texts({
      en: { title: 'The Last Projectionist is raising now' },
      'ar-EG': { title: '«آخر عامل عرض» يجمع التمويل الآن' },
      'de-DE': { title: 'Der letzte Filmvorführer sammelt jetzt' },
      es: { title: 'El último proyeccionista ya recauda' },
      fr: { title: 'Le Dernier Projectionniste lève des fonds' },
      'ja-JP': { title: '『最後の映写技師』募集中' },
      'ko-KR': { title: '〈마지막 영사기사〉 지금 모금 중' },
      'pl-PL': { title: 'Ostatni kinooperator zbiera teraz środki' },
      'sk-SK': { title: 'Posledný premietač práve zbiera' },
      'zh-Hans': { title: '《最后的放映员》正在募资' },
      'id-ID': { title: 'Operator Proyektor Terakhir sedang menghimpun dana' },
      'zh-Hant': { title: '《最後的放映師》正在募資' },
      'ru-RU': { title: '«Последний киномеханик»: идёт сбор' },
      'pt-PT': { title: 'O Último Projecionista está em angariação' },
      'th-TH': { title: 'คนฉายหนังคนสุดท้าย เปิดระดมทุนแล้ว' },
    }),
    still: 'last-projectionist',
    project: 'last-projectionist',
    sort: 2,
  },
  {
    day: 110,
    kind: 'banner',
    texts: texts({
      en: { title: 'Saffron Road: almost fully funded' },
      'ar-EG': { title: 'طريق الزعفران: اكتمل تمويله تقريبًا' },
      'de-DE': { title: 'Safranstraße: fast vollständig finanziert' },
      es: { title: 'La ruta del azafrán: casi financiada' },
      fr: { title: 'La Route du safran : presque entièrement financé' },
      'ja-JP': { title: '『サフランの道』まもなく目標達成' },
      'ko-KR': { title: '〈사프란 로드〉 모금 목표 거의 달성' },
      'pl-PL': { title: 'Szafranowa droga: prawie w pełni sfinansowana' },
      'sk-SK': { title: 'Šafranová cesta: takmer úplne financovaná' },
      'zh-Hans': { title: '《藏红花之路》即将满额' },
      'id-ID': { title: 'Jalan Saffron: hampir terdanai penuh' },
      'zh-Hant': { title: '《番紅花之路》即將額滿' },
      'ru-RU': { title: '«Шафрановая дорога»: сбор почти завершён' },
      'pt-PT': { title: 'A Estrada do Açafrão: quase totalmente financiado' },
      'th-TH': { title: 'เส้นทางหญ้าฝรั่น: ระดมทุนใกล้ครบแล้ว' },
    }),
    still: 'saffron-road',
    project: 'saffron-road',
    sort: 1,
  },
  {
    day: 119,
    kind: 'announcement',
    texts: texts({
      en: { title: 'Funding details now export as a CSV statement from the funding details page.' },
      'ar-EG': { title: 'يمكن الآن تصدير تفاصيل التمويل كبيان CSV من صفحة تفاصيل التمويل.' },
      'de-DE': {
        title: 'Finanzierungsdetails lassen sich jetzt auf ihrer Seite als CSV-Auszug exportieren.',
      },
      es: { title: 'Los detalles de financiación ya se exportan como extracto CSV desde su página.' },
      fr: { title: 'Le détail de financement s’exporte désormais en relevé CSV depuis sa page.' },
      'ja-JP': { title: '資金明細ページから、資金明細をCSV明細書としてエクスポートできるようになりました。' },
      'ko-KR': { title: '이제 자금 내역 페이지에서 자금 내역을 CSV 명세서로 내보낼 수 있습니다.' },
      'pl-PL': { title: 'Szczegóły finansowania można teraz wyeksportować jako wyciąg CSV z ich strony.' },
      'sk-SK': { title: 'Detaily financovania teraz môžete exportovať ako výpis CSV z ich stránky.' },
      'zh-Hans': { title: '现在可以在资金明细页面将资金明细导出为 CSV 对账单。' },
      'id-ID': {
        title: 'Rincian pendanaan kini dapat diekspor sebagai laporan CSV dari halaman rincian pendanaan.',
      },
      'zh-Hant': { title: '現在可以在資金明細頁面將資金明細匯出為 CSV 對帳單。' },
      'ru-RU': { title: 'Детали финансирования теперь можно выгрузить в виде выписки CSV на их странице.' },
      'pt-PT': {
        title: 'Os detalhes de financiamento já se exportam como extrato CSV a partir da sua página.',
      },
      'th-TH': { title: 'ตอนนี้ส่งออกรายละเอียดการเงินเป็นรายการเดินบัญชี CSV ได้จากหน้ารายละเอียดการเงิน' },
    }),
  },
];
