import type { LanguageCode } from '@club/contract';
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
  /** Every language's texts: the demo shows the club in each of them. */
  texts: Record<LanguageCode, Text>;
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
      'de-DE': {
        title: 'Nachthafen',
        description:
          'Eine Hafenlotsin, die Frachtschiffe durch den Nebel leitet, entdeckt, dass ein Schiff aus ihrer Nachtschicht nie in den Unterlagen des Hafens auftaucht. Ein langsam brennender Noir, vollständig nachts auf einem laufenden Containerterminal gedreht, mit Musik eines Streichquartetts.',
        riskText:
          'Nachtdrehs in einem aktiven Hafen hängen von Genehmigungen ab, die kurzfristig widerrufen werden können; Verzögerungen erhöhen die Kosten und können den Kinostart verschieben.',
      },
      es: {
        title: 'Puerto nocturno',
        description:
          'Una práctica de puerto que guía cargueros entre la niebla descubre que uno de los barcos de su turno de noche nunca aparece en los registros del puerto. Un noir de combustión lenta rodado íntegramente de noche en una terminal de contenedores en funcionamiento, con música interpretada por un cuarteto de cuerda.',
        riskText:
          'Los rodajes nocturnos en un puerto activo dependen de permisos que pueden retirarse con poca antelación; los retrasos elevan los costes y pueden aplazar el estreno.',
      },
      fr: {
        title: 'Port de nuit',
        description:
          "Une pilote de port qui guide les cargos dans le brouillard découvre qu'un navire de son quart de nuit n'apparaît jamais dans les registres du port. Un film noir à combustion lente, tourné entièrement de nuit sur un terminal à conteneurs en activité, avec une musique jouée par un quatuor à cordes.",
        riskText:
          "Les tournages de nuit dans un port en activité dépendent d'autorisations qui peuvent être retirées à bref délai ; les retards augmentent les coûts et peuvent repousser la sortie.",
      },
      'ja-JP': {
        title: '夜の港',
        description:
          '霧の中で貨物船を導く港の水先案内人の女性は、夜勤で導いた一隻の船が港の記録に一度も載っていないことに気づく。稼働中のコンテナターミナルで全編夜間に撮影された、じわじわと迫るノワール。音楽は弦楽四重奏が演奏する。',
        riskText:
          '稼働中の港での夜間撮影は、直前に取り消される可能性のある許可に左右されます。遅延はコストを押し上げ、公開が延期される場合があります。',
      },
      'ko-KR': {
        title: '밤의 항구',
        description:
          '안개 속에서 화물선을 인도하는 여성 도선사는 자신의 야간 근무 중 한 척의 배가 항구 기록에 한 번도 나타나지 않는다는 사실을 알게 된다. 운영 중인 컨테이너 터미널에서 전부 밤에 촬영한 서서히 타오르는 누아르로, 음악은 현악 사중주가 연주한다.',
        riskText:
          '운영 중인 항구에서의 야간 촬영은 갑자기 취소될 수 있는 허가에 달려 있으며, 지연되면 비용이 늘고 개봉이 미뤄질 수 있습니다.',
      },
      'pl-PL': {
        title: 'Nocny port',
        description:
          'Pilotka portowa, która prowadzi statki towarowe przez mgłę, odkrywa, że jedna z jednostek z jej nocnej zmiany nigdy nie pojawia się w rejestrach portu. Powoli narastający noir nakręcony w całości nocą na działającym terminalu kontenerowym, z muzyką w wykonaniu kwartetu smyczkowego.',
        riskText:
          'Nocne zdjęcia w czynnym porcie zależą od pozwoleń, które mogą zostać cofnięte w krótkim terminie; opóźnienia podnoszą koszty i mogą przesunąć premierę.',
      },
      'sk-SK': {
        title: 'Nočný prístav',
        description:
          'Prístavná lodivodka, ktorá vedie nákladné lode hmlou, zistí, že jedna loď z jej nočnej zmeny sa nikdy neobjaví v záznamoch prístavu. Pomaly gradujúci noir natočený celý v noci na fungujúcom kontajnerovom termináli, s hudbou v podaní sláčikového kvarteta.',
        riskText:
          'Nočné nakrúcanie v činnom prístave závisí od povolení, ktoré môžu byť na poslednú chvíľu odvolané; oneskorenia zvyšujú náklady a môžu posunúť premiéru.',
      },
      'id-ID': {
        title: 'Pelabuhan Malam',
        description:
          'Seorang pandu pelabuhan yang memandu kapal kargo menembus kabut mendapati bahwa satu kapal pada giliran malamnya tidak pernah tercatat dalam catatan pelabuhan. Film noir yang membara perlahan, seluruhnya diambil pada malam hari di terminal peti kemas yang beroperasi, dengan musik yang dimainkan kuartet gesek.',
        riskText:
          'Pengambilan gambar malam di pelabuhan aktif bergantung pada izin yang dapat dicabut sewaktu-waktu; penundaan menaikkan biaya dan dapat memundurkan perilisan.',
      },
      'en-PH': {
        title: 'Night Harbor',
        description:
          "A harbour pilot who guides cargo ships through fog discovers that one vessel on her night shift never appears in the port's records. A slow-burning noir shot entirely at night on a working container terminal, with a score performed by a string quartet.",
        riskText:
          'Night shoots on an active port depend on permits that can be withdrawn at short notice; delays raise costs and may postpone the release.',
      },
      'zh-Hant': {
        title: '夜港',
        description:
          '一名在霧中引導貨輪進港的女領航員發現，她夜班時引導的一艘船從未出現在港口紀錄中。這是一部完全在夜間、於一座仍在營運的貨櫃碼頭實景拍攝的慢熱型黑色電影，配樂由弦樂四重奏演奏。',
        riskText: '在營運中的港口夜間拍攝依賴可能被臨時撤回的許可；延誤會增加成本，並可能推遲上映。',
      },
      'ru-RU': {
        title: 'Ночная гавань',
        description:
          'Лоцман, проводящая грузовые суда сквозь туман, обнаруживает, что одно из судов её ночной смены ни разу не появляется в портовых журналах. Неспешный нуар, целиком снятый ночью на действующем контейнерном терминале, с музыкой в исполнении струнного квартета.',
        riskText:
          'Ночные съёмки в действующем порту зависят от разрешений, которые могут отозвать в любой момент; задержки увеличивают расходы и могут отложить выход фильма.',
      },
      'pt-PT': {
        title: 'Porto Noturno',
        description:
          'Uma piloto de barra que guia cargueiros através do nevoeiro descobre que um dos navios do seu turno da noite nunca aparece nos registos do porto. Um noir de combustão lenta filmado inteiramente de noite num terminal de contentores em funcionamento, com banda sonora interpretada por um quarteto de cordas.',
        riskText:
          'As filmagens noturnas num porto ativo dependem de licenças que podem ser retiradas em cima da hora; os atrasos aumentam os custos e podem adiar a estreia.',
      },
      'th-TH': {
        title: 'ท่าเรือยามค่ำ',
        description:
          'นักนำร่องหญิงผู้นำเรือสินค้าฝ่าหมอก พบว่าเรือลำหนึ่งในกะกลางคืนของเธอไม่เคยปรากฏในบันทึกของท่าเรือเลย ภาพยนตร์นัวร์ที่ค่อย ๆ คุกรุ่น ถ่ายทำตอนกลางคืนทั้งเรื่องในท่าเทียบเรือตู้สินค้าที่ยังเปิดใช้งาน พร้อมดนตรีบรรเลงโดยวงเครื่องสายสี่ชิ้น',
        riskText:
          'การถ่ายทำกลางคืนในท่าเรือที่เปิดใช้งานขึ้นอยู่กับใบอนุญาตที่อาจถูกเพิกถอนได้กะทันหัน ความล่าช้าทำให้ต้นทุนสูงขึ้นและอาจเลื่อนการฉาย',
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
      'de-DE': {
        title: 'Der letzte Filmvorführer',
        description:
          'In einer Küstenstadt, die bald ihr einziges Kino verliert, haben der alternde Filmvorführer und eine junge Filmschulabbrecherin einen Sommer lang Zeit, die Filmrollen zu zeigen, die seit 1979 niemand gesehen hat. Ein warmherziges, witziges Drama über die Menschen, die hinter der Leinwand das Licht am Leben halten.',
        riskText:
          'Das historische Setting und das große Ensemble machen dies zur teuersten Produktion des Clubs; die Einnahmen hängen von einem Kinostart ab, der noch nicht vertraglich gesichert ist.',
      },
      es: {
        title: 'El último proyeccionista',
        description:
          'En un pueblo costero a punto de perder su único cine, el veterano proyeccionista y una joven que dejó la escuela de cine tienen un verano para proyectar las bobinas que nadie ha visto desde 1979. Un drama cálido y divertido sobre quienes mantienen la luz encendida detrás de la pantalla.',
        riskText:
          'La ambientación de época y el amplio reparto la convierten en la producción más cara del club; los ingresos dependen de un estreno en salas que aún no está contratado.',
      },
      fr: {
        title: 'Le Dernier Projectionniste',
        description:
          "Dans une ville côtière sur le point de perdre son unique cinéma, le vieux projectionniste et une adolescente qui a quitté l'école de cinéma ont un été pour projeter les bobines que personne n'a vues depuis 1979. Une comédie dramatique chaleureuse sur ceux qui gardent la lumière allumée derrière l'écran.",
        riskText:
          "La reconstitution d'époque et la grande distribution en font la production la plus coûteuse du club ; les recettes dépendent d'une sortie en salles qui n'est pas encore signée.",
      },
      'ja-JP': {
        title: '最後の映写技師',
        description:
          '唯一の映画館を失おうとしている海辺の町で、年老いた映写技師と映画学校を中退した十代の少女には、1979年以来誰も観ていないフィルムを上映するための一夏しか残されていない。スクリーンの裏で灯りを守り続ける人々を描く、温かくユーモラスなドラマ。',
        riskText:
          '時代設定と大勢の出演者により、クラブで最も高額な作品です。収益はまだ契約していない劇場公開に左右されます。',
      },
      'ko-KR': {
        title: '마지막 영사기사',
        description:
          '하나뿐인 극장을 잃을 처지에 놓인 해안 마을에서, 나이 든 영사기사와 영화학교를 중퇴한 십대 소녀에게는 1979년 이후 아무도 보지 못한 필름을 상영할 여름 한 철이 남아 있다. 스크린 뒤에서 불을 밝혀 온 사람들에 관한 따뜻하고 유쾌한 드라마.',
        riskText:
          '시대극 배경과 많은 출연진으로 클럽에서 가장 비싼 작품이며, 수익은 아직 계약되지 않은 극장 개봉에 달려 있습니다.',
      },
      'pl-PL': {
        title: 'Ostatni kinooperator',
        description:
          'W nadmorskim miasteczku, które wkrótce straci jedyne kino, starzejący się kinooperator i nastolatka, która rzuciła szkołę filmową, mają jedno lato, by wyświetlić taśmy, których nikt nie widział od 1979 roku. Ciepły, zabawny dramat o ludziach, którzy podtrzymują światło za ekranem.',
        riskText:
          'Realia epoki i liczna obsada czynią z tej produkcji najdroższą w klubie; przychody zależą od dystrybucji kinowej, która nie jest jeszcze zakontraktowana.',
      },
      'sk-SK': {
        title: 'Posledný premietač',
        description:
          'V prímorskom mestečku, ktoré čoskoro príde o jediné kino, majú starnúci premietač a mladá dievčina, ktorá odišla z filmovej školy, jedno leto na to, aby premietli filmové kotúče, ktoré od roku 1979 nikto nevidel. Hrejivá a vtipná dráma o ľuďoch, ktorí za plátnom udržiavajú svetlo.',
        riskText:
          'Dobové prostredie a veľké herecké obsadenie z neho robia najdrahšiu produkciu klubu; príjmy závisia od kinodistribúcie, ktorá ešte nie je zmluvne zabezpečená.',
      },
      'id-ID': {
        title: 'Operator Proyektor Terakhir',
        description:
          'Di sebuah kota pesisir yang akan kehilangan satu-satunya bioskopnya, seorang operator proyektor tua dan remaja putus sekolah film punya satu musim panas untuk memutar gulungan film yang tak pernah ditonton sejak 1979. Drama hangat dan lucu tentang orang-orang yang menjaga cahaya tetap menyala di balik layar.',
        riskText:
          'Latar zaman dan jajaran pemain yang besar menjadikannya produksi termahal klub; pendapatan bergantung pada rilis bioskop yang belum dikontrak.',
      },
      'en-PH': {
        title: 'The Last Projectionist',
        description:
          'In a coastal town about to lose its only cinema, the ageing projectionist and a teenage film-school dropout have one summer to screen the reels nobody has seen since 1979. A warm, funny drama about the people who keep the lights on behind the screen.',
        riskText:
          "A period setting and a large ensemble make this the club's most expensive production; revenue depends on a theatrical release that is not yet contracted.",
      },
      'zh-Hant': {
        title: '最後的放映師',
        description:
          '一座即將失去唯一電影院的海濱小鎮裡，年邁的放映師和一位從電影學院輟學的少女只有一個夏天的時間，去放映那些自1979年以來無人看過的膠卷。這是一部溫暖又有趣的劇情片，獻給那些在銀幕背後守護光亮的人。',
        riskText: '年代背景與龐大的演員陣容使其成為俱樂部成本最高的作品；收入取決於尚未簽約的院線發行。',
      },
      'ru-RU': {
        title: 'Последний киномеханик',
        description:
          'В приморском городке, который вот-вот лишится единственного кинотеатра, у пожилого киномеханика и девушки, бросившей киношколу, есть одно лето, чтобы показать плёнки, которых никто не видел с 1979 года. Тёплая и смешная драма о людях, которые поддерживают свет за экраном.',
        riskText:
          'Историческая обстановка и большой актёрский состав делают этот проект самым дорогим в клубе; доходы зависят от кинопроката, договор о котором ещё не заключён.',
      },
      'pt-PT': {
        title: 'O Último Projecionista',
        description:
          'Numa vila costeira prestes a perder o seu único cinema, o velho projecionista e uma adolescente que abandonou a escola de cinema têm um verão para exibir as bobinas que ninguém vê desde 1979. Um drama caloroso e divertido sobre as pessoas que mantêm a luz acesa por trás do ecrã.',
        riskText:
          'A reconstituição de época e o elenco numeroso fazem desta a produção mais cara do clube; as receitas dependem de uma estreia em sala que ainda não está contratada.',
      },
      'th-TH': {
        title: 'คนฉายหนังคนสุดท้าย',
        description:
          'ในเมืองชายทะเลที่กำลังจะสูญเสียโรงภาพยนตร์แห่งเดียว ชายชราผู้ฉายหนังและเด็กสาวที่ลาออกจากโรงเรียนภาพยนตร์มีเวลาเพียงหนึ่งฤดูร้อนเพื่อฉายฟิล์มที่ไม่มีใครได้ดูมาตั้งแต่ปี 1979 ดราม่าอบอุ่นและตลกเกี่ยวกับผู้คนที่คอยจุดแสงไว้เบื้องหลังจอ',
        riskText:
          'ฉากย้อนยุคและนักแสดงจำนวนมากทำให้เรื่องนี้เป็นผลงานที่แพงที่สุดของคลับ รายได้ขึ้นอยู่กับการฉายในโรงภาพยนตร์ที่ยังไม่ได้ทำสัญญา',
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
      'de-DE': {
        title: 'Safranstraße',
        description:
          'Zwei zerstrittene Schwestern fahren den Gewürzlaster ihres verstorbenen Vaters von Marrakesch bis an den Rand der Sahara, um eine letzte Bestellung auszuliefern. Ein sonnendurchflutetes Roadmovie, gedreht in vierundzwanzig Tagen mit einem Team von vierzehn Leuten.',
        riskText:
          'Drehorte in der Wüste sind Wetter und Hitze ausgesetzt; eine verlorene Drehwoche würde die Lieferung an den Verleih verzögern.',
      },
      es: {
        title: 'La ruta del azafrán',
        description:
          'Dos hermanas distanciadas conducen el camión de especias de su difunto padre desde Marrakech hasta el borde del Sáhara para entregar un último pedido. Una road movie bañada de sol rodada en veinticuatro días con un equipo de catorce personas.',
        riskText:
          'Los escenarios del desierto están expuestos al clima y al calor; perder una semana de rodaje retrasaría la entrega a la distribuidora.',
      },
      fr: {
        title: 'La Route du safran',
        description:
          "Deux sœurs brouillées conduisent le camion d'épices de leur défunt père de Marrakech jusqu'aux portes du Sahara pour livrer une dernière commande. Un road movie baigné de soleil tourné en vingt-quatre jours avec une équipe de quatorze personnes.",
        riskText:
          'Les décors désertiques sont exposés aux intempéries et à la chaleur ; une semaine de tournage perdue retarderait la livraison au distributeur.',
      },
      'ja-JP': {
        title: 'サフランの道',
        description:
          '疎遠になっていた二人の姉妹が、亡き父のスパイス・トラックでマラケシュからサハラの縁まで、最後の注文を届けに行く。14人のクルーが24日間で撮影した、陽光あふれるロードムービー。',
        riskText:
          '砂漠のロケ地は天候と暑さの影響を受けます。撮影が一週間失われると配給会社への納品が遅れます。',
      },
      'ko-KR': {
        title: '사프란 로드',
        description:
          '사이가 멀어진 두 자매가 돌아가신 아버지의 향신료 트럭을 몰고 마라케시에서 사하라 끝자락까지 마지막 주문을 배달하러 떠난다. 14명의 스태프가 24일 만에 촬영한 햇살 가득한 로드 무비.',
        riskText:
          '사막 촬영지는 날씨와 더위에 노출되어 있으며, 촬영이 일주일 지연되면 배급사 납품이 늦어집니다.',
      },
      'pl-PL': {
        title: 'Szafranowa droga',
        description:
          'Dwie skłócone siostry jadą ciężarówką z przyprawami zmarłego ojca z Marrakeszu na skraj Sahary, by dostarczyć ostatnie zamówienie. Skąpany w słońcu film drogi nakręcony w dwadzieścia cztery dni przez czternastoosobową ekipę.',
        riskText:
          'Pustynne plenery są narażone na pogodę i upał; utrata tygodnia zdjęciowego opóźniłaby dostawę do dystrybutora.',
      },
      'sk-SK': {
        title: 'Šafranová cesta',
        description:
          'Dve odcudzené sestry vezú nákladiak s korením svojho zosnulého otca z Marrákeša na okraj Sahary, aby doručili poslednú objednávku. Slnkom zaliaty road movie natočený za dvadsaťštyri dní so štrnásťčlenným štábom.',
        riskText:
          'Púštne lokácie sú vystavené počasiu a horúčavám; stratený týždeň nakrúcania by oneskoril dodanie distribútorovi.',
      },
      'id-ID': {
        title: 'Jalan Saffron',
        description:
          'Dua saudari yang lama berselisih mengendarai truk rempah mendiang ayah mereka dari Marrakesh ke tepi Sahara untuk mengantar satu pesanan terakhir. Film perjalanan bermandikan matahari yang diambil dalam dua puluh empat hari oleh kru empat belas orang.',
        riskText:
          'Lokasi gurun rentan terhadap cuaca dan panas; kehilangan satu minggu syuting akan menunda pengiriman ke distributor.',
      },
      'en-PH': {
        title: 'Saffron Road',
        description:
          "Two estranged sisters drive their late father's spice truck from Marrakech to the edge of the Sahara to deliver one last order. A sun-drenched road movie shot in twenty-four days with a crew of fourteen.",
        riskText:
          'Desert locations are exposed to weather and heat; a lost shooting week would delay delivery to the distributor.',
      },
      'zh-Hant': {
        title: '番紅花之路',
        description:
          '一對疏遠的姊妹駕駛已故父親的香料卡車，從馬拉喀什開往撒哈拉邊緣，去完成最後一筆訂單。這部陽光燦爛的公路電影由十四人的劇組用二十四天拍攝完成。',
        riskText: '沙漠外景受天氣與高溫影響；損失一週拍攝時間將延誤向發行商交片。',
      },
      'ru-RU': {
        title: 'Шафрановая дорога',
        description:
          'Две рассорившиеся сестры везут грузовик с пряностями покойного отца из Марракеша к краю Сахары, чтобы доставить последний заказ. Залитый солнцем роуд-муви, снятый за двадцать четыре дня группой из четырнадцати человек.',
        riskText:
          'Съёмки в пустыне зависят от погоды и жары; потерянная съёмочная неделя задержит сдачу фильма дистрибьютору.',
      },
      'pt-PT': {
        title: 'A Estrada do Açafrão',
        description:
          'Duas irmãs desavindas conduzem o camião de especiarias do falecido pai de Marraquexe até à orla do Sara para entregar uma última encomenda. Um road movie banhado de sol filmado em vinte e quatro dias com uma equipa de catorze pessoas.',
        riskText:
          'As localizações no deserto estão expostas ao tempo e ao calor; uma semana de filmagens perdida atrasaria a entrega ao distribuidor.',
      },
      'th-TH': {
        title: 'เส้นทางหญ้าฝรั่น',
        description:
          'สองพี่น้องที่บาดหมางกันขับรถบรรทุกเครื่องเทศของพ่อผู้ล่วงลับจากมาร์ราเกชไปยังขอบทะเลทรายซาฮาราเพื่อส่งออร์เดอร์สุดท้าย โรดมูฟวี่ที่อาบแสงแดด ถ่ายทำใน 24 วันด้วยทีมงาน 14 คน',
        riskText:
          'สถานที่ถ่ายทำในทะเลทรายต้องเผชิญกับสภาพอากาศและความร้อน หากเสียเวลาถ่ายทำไปหนึ่งสัปดาห์ การส่งมอบให้ผู้จัดจำหน่ายจะล่าช้า',
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
      'de-DE': {
        title: 'Papierlaternen',
        description:
          'In der Nacht des Laternenfests folgt ein Mädchen, das nicht schlafen kann, einer entflogenen Laterne über die Dächer der Stadt ihrer Großmutter. Ein handgemalter Animationsfilm für die ganze Familie, produziert von einem Studio mit neun Animatoren.',
        riskText:
          'Animationszeitpläne geraten oft ins Rutschen; der Start hängt davon ab, dass rund 110.000 handgemalte Bilder fertig werden.',
      },
      es: {
        title: 'Farolillos de papel',
        description:
          'La noche del festival de los farolillos, una niña que no puede dormir sigue a un farolillo fugitivo por los tejados del pueblo de su abuela. Un largometraje de animación pintado a mano para toda la familia, producido por un estudio de nueve animadores.',
        riskText:
          'Los calendarios de animación suelen retrasarse; el estreno depende de completar unos 110.000 fotogramas pintados a mano.',
      },
      fr: {
        title: 'Lanternes de papier',
        description:
          "La nuit de la fête des lanternes, une fillette qui ne trouve pas le sommeil suit une lanterne échappée sur les toits de la ville de sa grand-mère. Un long métrage d'animation peint à la main pour toute la famille, produit par un studio de neuf animateurs.",
        riskText:
          "Les calendriers d'animation dérapent souvent ; la sortie dépend de l'achèvement d'environ 110 000 images peintes à la main.",
      },
      'ja-JP': {
        title: '紙灯籠',
        description:
          '灯籠祭りの夜、眠れない少女が逃げ出した灯籠を追って、祖母の町の屋根の上を駆けていく。9人のアニメーターのスタジオが制作した、家族で楽しめる手描きの長編アニメーション。',
        riskText:
          'アニメーションの制作スケジュールは遅れがちです。公開は約11万枚の手描きフレームの完成にかかっています。',
      },
      'ko-KR': {
        title: '종이 등불',
        description:
          '등불 축제의 밤, 잠 못 이루는 소녀가 날아가 버린 등불을 따라 할머니가 사는 마을의 지붕 위를 건너간다. 애니메이터 아홉 명의 스튜디오가 만든 가족용 손그림 장편 애니메이션.',
        riskText: '애니메이션 일정은 자주 밀리며, 개봉은 약 11만 장의 손그림 프레임 완성에 달려 있습니다.',
      },
      'pl-PL': {
        title: 'Papierowe lampiony',
        description:
          'W noc święta lampionów dziewczynka, która nie może zasnąć, podąża za uciekającym lampionem po dachach miasteczka swojej babci. Ręcznie malowany pełnometrażowy film animowany dla całej rodziny, wyprodukowany przez studio dziewięciu animatorów.',
        riskText:
          'Harmonogramy animacji często się przesuwają; premiera zależy od ukończenia około 110 000 ręcznie malowanych klatek.',
      },
      'sk-SK': {
        title: 'Papierové lampióny',
        description:
          'V noci lampiónového festivalu nasleduje dievčatko, ktoré nemôže zaspať, utečený lampión po strechách mestečka svojej babičky. Ručne maľovaný animovaný celovečerný film pre rodiny, ktorý vytvorilo štúdio deviatich animátorov.',
        riskText:
          'Harmonogramy animácie sa často posúvajú; premiéra závisí od dokončenia približne 110 000 ručne maľovaných obrázkov.',
      },
      'id-ID': {
        title: 'Lentera Kertas',
        description:
          'Pada malam festival lentera, seorang gadis yang tak bisa tidur mengejar lentera yang terbang melintasi atap-atap kota neneknya. Film animasi panjang yang dilukis tangan untuk keluarga, diproduksi oleh studio beranggotakan sembilan animator.',
        riskText:
          'Jadwal animasi sering mundur; perilisan bergantung pada selesainya sekitar 110.000 bingkai yang dilukis tangan.',
      },
      'en-PH': {
        title: 'Paper Lanterns',
        description:
          "On the night of the lantern festival, a girl who cannot sleep follows a runaway lantern across the rooftops of her grandmother's town. A hand-painted animated feature for families, produced by a studio of nine animators.",
        riskText:
          'Animation schedules often slip; the release depends on completing about 110,000 hand-painted frames.',
      },
      'zh-Hant': {
        title: '紙燈籠',
        description:
          '燈籠節當晚，一個睡不著的女孩追著一盞飛走的燈籠，越過祖母小鎮的屋頂。這是一部由九名動畫師的工作室製作、適合全家觀看的手繪動畫長片。',
        riskText: '動畫製作進度常會延誤；上映取決於完成約十一萬張手繪畫格。',
      },
      'ru-RU': {
        title: 'Бумажные фонарики',
        description:
          'В ночь праздника фонарей девочка, которая не может уснуть, бежит по крышам бабушкиного городка за улетевшим фонариком. Рисованный вручную полнометражный мультфильм для всей семьи, созданный студией из девяти аниматоров.',
        riskText:
          'Графики анимации часто срываются; выход фильма зависит от завершения около 110 000 нарисованных вручную кадров.',
      },
      'pt-PT': {
        title: 'Lanternas de Papel',
        description:
          'Na noite do festival das lanternas, uma menina que não consegue dormir segue uma lanterna fugitiva pelos telhados da vila da avó. Uma longa-metragem de animação pintada à mão para famílias, produzida por um estúdio de nove animadores.',
        riskText:
          'Os calendários de animação derrapam com frequência; a estreia depende de concluir cerca de 110 000 fotogramas pintados à mão.',
      },
      'th-TH': {
        title: 'โคมกระดาษ',
        description:
          'ในคืนเทศกาลโคมไฟ เด็กหญิงที่นอนไม่หลับตามโคมที่ลอยหนีไปข้ามหลังคาบ้านในเมืองของยาย ภาพยนตร์แอนิเมชันวาดมือสำหรับครอบครัว สร้างโดยสตูดิโอที่มีนักแอนิเมเตอร์เก้าคน',
        riskText: 'ตารางงานแอนิเมชันมักล่าช้า การฉายขึ้นอยู่กับการวาดภาพด้วยมือให้เสร็จราว 110,000 เฟรม',
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
      'de-DE': {
        title: 'Gezeitenwasser',
        description:
          'Als die Leuchtturmwärterin einer verblassenden Fischerinsel stirbt, kehren ihre drei erwachsenen Kinder zur Beerdigung zurück und erfahren, dass der einzige Hafen der Insel still und leise verkauft wurde. Ein Familiendrama in acht Folgen für Fernsehen und Streaming.',
        riskText:
          'Die Einnahmen der Serie stammen aus Fernseh- und Streaminglizenzen, die Gebiet für Gebiet verhandelt werden; unverkaufte Gebiete mindern die Erträge.',
      },
      es: {
        title: 'Marea',
        description:
          'Cuando muere la farera de una isla pesquera en declive, sus tres hijos adultos vuelven para el funeral y descubren que el único puerto de la isla ha sido vendido en silencio. Un drama familiar de ocho episodios para televisión y streaming.',
        riskText:
          'Los ingresos de la serie proceden de licencias de televisión y streaming negociadas territorio por territorio; los territorios no vendidos reducen los rendimientos.',
      },
      fr: {
        title: 'Marées',
        description:
          "À la mort de la gardienne de phare d'une île de pêcheurs sur le déclin, ses trois enfants adultes reviennent pour les funérailles et découvrent que l'unique port de l'île a été vendu en toute discrétion. Un drame familial en huit épisodes pour la télévision et le streaming.",
        riskText:
          'Les recettes de la série proviennent de licences de diffusion et de streaming négociées territoire par territoire ; les territoires invendus réduisent les rendements.',
      },
      'ja-JP': {
        title: '潮の島',
        description:
          '寂れゆく漁師の島で灯台守の母が亡くなり、成人した三人の子どもたちが葬儀のために帰郷すると、島で唯一の港がひそかに売却されていたことを知る。放送・配信向けの全8話の家族ドラマ。',
        riskText:
          'シリーズの収益は地域ごとに交渉する放送・配信ライセンスによるもので、売れない地域があればリターンは減少します。',
      },
      'ko-KR': {
        title: '조수',
        description:
          '쇠락해 가는 어촌 섬의 등대지기가 세상을 떠나자, 장례식에 돌아온 세 자녀는 섬의 유일한 항구가 몰래 팔렸다는 사실을 알게 된다. 방송과 스트리밍을 위한 8부작 가족 드라마.',
        riskText:
          '시리즈 수익은 지역별로 협상하는 방송·스트리밍 라이선스에서 나오며, 판매되지 않은 지역이 있으면 수익이 줄어듭니다.',
      },
      'pl-PL': {
        title: 'Pływy',
        description:
          'Gdy umiera latarniczka z podupadającej wyspy rybackiej, jej troje dorosłych dzieci wraca na pogrzeb i odkrywa, że jedyny port na wyspie został po cichu sprzedany. Ośmioodcinkowy dramat rodzinny dla telewizji i streamingu.',
        riskText:
          'Przychody serialu pochodzą z licencji telewizyjnych i streamingowych negocjowanych osobno dla każdego terytorium; niesprzedane terytoria obniżają zyski.',
      },
      'sk-SK': {
        title: 'Príliv',
        description:
          'Keď zomrie strážkyňa majáka na upadajúcom rybárskom ostrove, jej tri dospelé deti sa vrátia na pohreb a zistia, že jediný prístav ostrova bol potichu predaný. Rodinná dráma v ôsmich epizódach pre televíziu a streaming.',
        riskText:
          'Príjmy seriálu pochádzajú z televíznych a streamingových licencií dojednávaných pre každé územie zvlášť; nepredané územia znižujú výnosy.',
      },
      'id-ID': {
        title: 'Air Pasang',
        description:
          'Ketika penjaga mercusuar di sebuah pulau nelayan yang kian sepi meninggal, ketiga anaknya yang sudah dewasa pulang untuk pemakaman dan mendapati satu-satunya pelabuhan pulau itu diam-diam telah dijual. Drama keluarga delapan episode untuk siaran dan streaming.',
        riskText:
          'Pendapatan serial berasal dari lisensi siaran dan streaming yang dinegosiasikan per wilayah; wilayah yang tidak terjual mengurangi imbal hasil.',
      },
      'en-PH': {
        title: 'Tidewater',
        description:
          "When the lighthouse keeper of a fading fishing island dies, her three grown children return for the funeral and find the island's only harbour has been quietly sold. An eight-episode family drama for broadcast and streaming.",
        riskText:
          'Series revenue comes from broadcast and streaming licences negotiated territory by territory; unsold territories reduce returns.',
      },
      'zh-Hant': {
        title: '潮汐',
        description:
          '一座日漸沒落的漁島上，燈塔看守人去世，她的三個成年子女回來參加葬禮，卻發現島上唯一的港口已被悄悄賣掉。一部為電視與串流平台打造的八集家庭劇。',
        riskText: '劇集收入來自逐一地區洽談的電視與串流授權；未售出的地區會降低回報。',
      },
      'ru-RU': {
        title: 'Прилив',
        description:
          'Когда умирает смотрительница маяка на угасающем рыбацком острове, трое её взрослых детей возвращаются на похороны и узнают, что единственную гавань острова тихо продали. Семейная драма из восьми серий для телевидения и стриминга.',
        riskText:
          'Доходы сериала складываются из телевизионных и стриминговых лицензий, согласуемых по каждой территории отдельно; непроданные территории снижают доходность.',
      },
      'pt-PT': {
        title: 'Maré',
        description:
          'Quando morre a faroleira de uma ilha de pescadores em declínio, os seus três filhos adultos regressam para o funeral e descobrem que o único porto da ilha foi vendido às escondidas. Um drama familiar em oito episódios para televisão e streaming.',
        riskText:
          'As receitas da série vêm de licenças de televisão e streaming negociadas território a território; territórios por vender reduzem os retornos.',
      },
      'th-TH': {
        title: 'น้ำขึ้นน้ำลง',
        description:
          'เมื่อผู้ดูแลประภาคารบนเกาะประมงที่กำลังซบเซาเสียชีวิต ลูกสามคนที่โตแล้วกลับมางานศพ และพบว่าท่าเรือแห่งเดียวของเกาะถูกขายไปอย่างเงียบ ๆ ละครครอบครัวแปดตอนสำหรับโทรทัศน์และสตรีมมิง',
        riskText: 'รายได้ของซีรีส์มาจากใบอนุญาตการออกอากาศและสตรีมมิงที่เจรจาทีละพื้นที่ พื้นที่ที่ขายไม่ได้จะลดผลตอบแทน',
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
      'de-DE': {
        title: 'Der gläserne Obstgarten',
        description:
          'Eine Botanikerin, die einen sterbenden Apfelgarten retten soll, beginnt zu ahnen, dass die Eigentümerfamilie im alten Gewächshaus etwas ganz anderes anbaut. Ein kammerspielartiger Psychothriller mit fünf Darstellern.',
        riskText:
          'Thriller ohne bekannte Hauptrolle verkaufen sich vor allem über Festivals; wird der Film nicht ausgewählt, sinkt die Verkaufsprognose.',
      },
      es: {
        title: 'El huerto de cristal',
        description:
          'Una botánica contratada para salvar un manzanar moribundo empieza a sospechar que la familia propietaria cultiva otra cosa dentro del viejo invernadero. Un thriller psicológico de espacio cerrado con un reparto de cinco actores.',
        riskText:
          'Los thrillers sin protagonista conocido se venden sobre todo en festivales; si la película no es seleccionada, la previsión de ventas baja.',
      },
      fr: {
        title: 'Le Verger de verre',
        description:
          'Une botaniste engagée pour sauver un verger de pommiers mourant commence à soupçonner que la famille propriétaire cultive autre chose dans la vieille serre. Un thriller psychologique en huis clos avec cinq comédiens.',
        riskText:
          "Les thrillers sans tête d'affiche connue se vendent surtout en festival ; si le film n'est pas sélectionné, l'estimation des ventes baisse.",
      },
      'ja-JP': {
        title: 'ガラスの果樹園',
        description:
          '枯れかけたリンゴ園を救うために雇われた植物学者は、園を所有する一家が古い温室の中で別の何かを育てているのではないかと疑い始める。出演者5人の密室型サイコスリラー。',
        riskText:
          '有名な主演俳優のいないスリラーは主に映画祭を通じて売れます。選出されなければ販売見込みは下がります。',
      },
      'ko-KR': {
        title: '유리 과수원',
        description:
          '죽어 가는 사과 과수원을 살리기 위해 고용된 식물학자는 과수원 주인 가족이 오래된 온실 안에서 다른 무언가를 키우고 있다고 의심하기 시작한다. 배우 다섯 명이 출연하는 밀실 심리 스릴러.',
        riskText:
          '유명 주연 배우가 없는 스릴러는 주로 영화제를 통해 판매되며, 선정되지 않으면 판매 예상치가 낮아집니다.',
      },
      'pl-PL': {
        title: 'Szklany sad',
        description:
          'Botaniczka zatrudniona do ratowania umierającego sadu jabłoniowego zaczyna podejrzewać, że rodzina właścicieli uprawia w starej szklarni coś zupełnie innego. Kameralny thriller psychologiczny z pięcioosobową obsadą.',
        riskText:
          'Thrillery bez znanej gwiazdy sprzedają się głównie przez festiwale; jeśli film nie zostanie wybrany, prognoza sprzedaży spadnie.',
      },
      'sk-SK': {
        title: 'Sklenený sad',
        description:
          'Botanička najatá na záchranu umierajúceho jabloňového sadu začne tušiť, že rodina majiteľov pestuje v starom skleníku niečo úplne iné. Komorný psychologický thriller s piatimi hercami.',
        riskText:
          'Thrillery bez známej hviezdy sa predávajú hlavne cez festivaly; ak film nebude vybraný, odhad predaja klesne.',
      },
      'id-ID': {
        title: 'Kebun Kaca',
        description:
          'Seorang ahli botani yang disewa untuk menyelamatkan kebun apel yang sekarat mulai curiga bahwa keluarga pemiliknya menanam sesuatu yang lain di dalam rumah kaca tua. Thriller psikologis di ruang terbatas dengan lima pemeran.',
        riskText:
          'Thriller tanpa pemeran utama terkenal terutama dijual melalui festival; jika film tidak terpilih, perkiraan penjualan turun.',
      },
      'en-PH': {
        title: 'The Glass Orchard',
        description:
          'A botanist hired to save a dying apple orchard starts to suspect the family that owns it is growing something else inside the old glasshouse. A contained psychological thriller with a cast of five.',
        riskText:
          'Thrillers without a known lead sell mainly through festivals; if the film is not selected, the sales estimate falls.',
      },
      'zh-Hant': {
        title: '玻璃果園',
        description:
          '一位受僱拯救垂死蘋果園的植物學家，開始懷疑擁有果園的家族在舊溫室裡種植著別的東西。一部只有五名演員的密閉式心理驚悚片。',
        riskText: '沒有知名主演的驚悚片主要透過影展銷售；若未入選，銷售預估將下降。',
      },
      'ru-RU': {
        title: 'Стеклянный сад',
        description:
          'Ботаник, нанятая спасти умирающий яблоневый сад, начинает подозревать, что семья владельцев выращивает в старой оранжерее нечто совсем иное. Камерный психологический триллер с пятью актёрами.',
        riskText:
          'Триллеры без известного исполнителя главной роли продаются в основном через фестивали; если фильм не отберут, прогноз продаж снизится.',
      },
      'pt-PT': {
        title: 'O Pomar de Vidro',
        description:
          'Uma botânica contratada para salvar um pomar de macieiras moribundo começa a suspeitar que a família proprietária cultiva outra coisa dentro da velha estufa. Um thriller psicológico de espaço fechado com um elenco de cinco atores.',
        riskText:
          'Thrillers sem um protagonista conhecido vendem-se sobretudo em festivais; se o filme não for selecionado, a estimativa de vendas desce.',
      },
      'th-TH': {
        title: 'สวนผลไม้แก้ว',
        description:
          'นักพฤกษศาสตร์ที่ถูกจ้างมาช่วยสวนแอปเปิลที่กำลังตาย เริ่มสงสัยว่าครอบครัวเจ้าของสวนกำลังปลูกอย่างอื่นอยู่ในเรือนกระจกเก่า ภาพยนตร์ระทึกขวัญจิตวิทยาในพื้นที่ปิดที่มีนักแสดงห้าคน',
        riskText:
          'หนังระทึกขวัญที่ไม่มีนักแสดงนำชื่อดังขายได้ผ่านเทศกาลภาพยนตร์เป็นหลัก หากไม่ได้รับคัดเลือก ประมาณการยอดขายจะลดลง',
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
      'de-DE': {
        title: 'Rauschblüte',
        description:
          'Eine Radioastronomin zeichnet ein Signal auf, das Blumen nachts zum Blühen bringt – und dann hören die Menschen auf zu schlafen. Ein ehrgeiziger Low-Budget-Science-Fiction-Horrorfilm mit handgemachten Kreatureneffekten.',
        riskText:
          'Hohe Rendite, hohes Risiko: Das Budget für visuelle Effekte ist für einen Debütfilm groß, und Genreverkäufe können schleppend verlaufen.',
      },
      es: {
        title: 'Flor de estática',
        description:
          'Una radioastrónoma registra una señal que hace que las flores se abran de noche, y después la gente deja de dormir. Una ambiciosa película de terror y ciencia ficción de bajo presupuesto con efectos prácticos de criaturas.',
        riskText:
          'Alto rendimiento, alto riesgo: el presupuesto de efectos visuales es grande para una ópera prima y las ventas del género pueden ser lentas.',
      },
      fr: {
        title: 'Floraison statique',
        description:
          "Une radioastronome enregistre un signal qui fait s'ouvrir les fleurs la nuit, puis les gens cessent de dormir. Un film d'horreur et de science-fiction ambitieux à petit budget, avec des créatures en effets physiques.",
        riskText:
          'Rendement élevé, risque élevé : le budget des effets visuels est important pour un premier long métrage et les ventes de films de genre peuvent être lentes.',
      },
      'ja-JP': {
        title: 'スタティック・ブルーム',
        description:
          '電波天文学者が、夜に花を咲かせる信号を記録する。そして人々は眠らなくなった。実物のクリーチャー効果を使った、野心的な低予算SFホラー。',
        riskText:
          'ハイリターン・ハイリスク：デビュー作としては視覚効果の予算が大きく、ジャンル映画の販売には時間がかかることがあります。',
      },
      'ko-KR': {
        title: '스태틱 블룸',
        description:
          '한 전파천문학자가 밤에 꽃을 피우게 하는 신호를 기록하고, 그 뒤로 사람들이 잠들지 않게 된다. 실물 크리처 효과를 사용한 야심 찬 저예산 SF 호러.',
        riskText: '고수익, 고위험: 데뷔작으로서는 시각 효과 예산이 크고, 장르 영화 판매는 더딜 수 있습니다.',
      },
      'pl-PL': {
        title: 'Kwiat szumu',
        description:
          'Radioastronomka rejestruje sygnał, który sprawia, że kwiaty rozkwitają nocą, a potem ludzie przestają spać. Ambitny, niskobudżetowy horror science fiction z praktycznymi efektami stworów.',
        riskText:
          'Wysoki zwrot, wysokie ryzyko: budżet efektów wizualnych jest duży jak na debiut, a sprzedaż kina gatunkowego bywa powolna.',
      },
      'sk-SK': {
        title: 'Šumový kvet',
        description:
          'Rádioastronómka zachytí signál, po ktorom sa kvety otvárajú v noci, a potom ľudia prestanú spať. Ambiciózny nízkorozpočtový sci-fi horor s praktickými efektmi príšer.',
        riskText:
          'Vysoký výnos, vysoké riziko: rozpočet na vizuálne efekty je na debut veľký a predaj žánrových filmov môže byť pomalý.',
      },
      'id-ID': {
        title: 'Mekar Statis',
        description:
          'Seorang astronom radio merekam sinyal yang membuat bunga mekar di malam hari, lalu orang-orang berhenti tidur. Film horor fiksi ilmiah berbiaya rendah yang ambisius dengan efek makhluk praktis.',
        riskText:
          'Imbal hasil tinggi, risiko tinggi: anggaran efek visual besar untuk film pertama, dan penjualan film genre bisa lambat.',
      },
      'en-PH': {
        title: 'Static Bloom',
        description:
          'A radio astronomer records a signal that makes flowers open at night, and then people stop sleeping. An ambitious low-budget science-fiction horror film with practical creature effects.',
        riskText:
          'High return, high risk: the visual effects budget is large for a first feature, and genre sales can be slow.',
      },
      'zh-Hant': {
        title: '靜電之花',
        description:
          '一位電波天文學家錄到一段讓花朵在夜間綻放的訊號，隨後人們再也無法入睡。一部運用實體生物特效、野心勃勃的低成本科幻恐怖片。',
        riskText: '高回報、高風險：對首部長片而言視覺特效預算偏高，類型片的銷售也可能較慢。',
      },
      'ru-RU': {
        title: 'Цветение помех',
        description:
          'Радиоастроном записывает сигнал, от которого цветы распускаются ночью, а затем люди перестают спать. Амбициозный малобюджетный научно-фантастический хоррор с практическими эффектами существ.',
        riskText:
          'Высокий доход, высокий риск: бюджет визуальных эффектов велик для дебюта, а жанровое кино может продаваться медленно.',
      },
      'pt-PT': {
        title: 'Flor de Estática',
        description:
          'Uma radioastrónoma regista um sinal que faz as flores abrirem de noite, e depois as pessoas deixam de dormir. Um ambicioso filme de terror e ficção científica de baixo orçamento com efeitos práticos de criaturas.',
        riskText:
          'Retorno elevado, risco elevado: o orçamento de efeitos visuais é grande para uma primeira longa-metragem e as vendas de cinema de género podem ser lentas.',
      },
      'th-TH': {
        title: 'ดอกไม้คลื่นรบกวน',
        description:
          'นักดาราศาสตร์วิทยุบันทึกสัญญาณที่ทำให้ดอกไม้บานในตอนกลางคืน แล้วผู้คนก็เลิกหลับ ภาพยนตร์สยองขวัญไซไฟทุนต่ำที่ทะเยอทะยาน พร้อมเอฟเฟกต์สัตว์ประหลาดแบบของจริง',
        riskText: 'ผลตอบแทนสูง ความเสี่ยงสูง งบเอฟเฟกต์ภาพสูงสำหรับหนังเรื่องแรก และหนังแนวอาจขายได้ช้า',
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
      'de-DE': {
        title: 'Halbmondstraße',
        description:
          'Sechs Familien, eine Straße und die Bäckerei an ihrer Ecke, die seit fünfzig Jahren jeden Tag geöffnet hat. Ein Ensembledrama in zehn Folgen über Nachbarn, Mieten und zweite Chancen.',
        riskText:
          'Die Erträge hängen vom zweiten Ausstrahlungsfenster ab; eine verspätete Lieferung könnte Zahlungen verschieben.',
      },
      es: {
        title: 'Calle Media Luna',
        description:
          'Seis familias, una calle y la panadería de la esquina que abre todos los días desde hace cincuenta años. Un drama coral de diez episodios sobre vecinos, alquileres y segundas oportunidades.',
        riskText:
          'Los rendimientos dependen de la segunda ventana de emisión; una entrega tardía podría desplazar los pagos.',
      },
      fr: {
        title: 'Rue du Croissant',
        description:
          'Six familles, une rue et la boulangerie du coin, ouverte tous les jours depuis cinquante ans. Une série chorale en dix épisodes sur le voisinage, les loyers et les secondes chances.',
        riskText:
          'Les rendements dépendent de la deuxième fenêtre de diffusion ; une livraison tardive pourrait décaler les paiements.',
      },
      'ja-JP': {
        title: 'クレセント通り',
        description:
          '六つの家族、一本の通り、そして50年間毎日店を開けてきた角のパン屋。隣人、家賃、そして再出発を描く全10話の群像ドラマ。',
        riskText: 'リターンは2回目の放送枠に左右されます。納品が遅れると支払いがずれる可能性があります。',
      },
      'ko-KR': {
        title: '크레센트 스트리트',
        description:
          '여섯 가족, 한 거리, 그리고 50년 동안 매일 문을 연 모퉁이 빵집. 이웃과 집세, 두 번째 기회에 관한 10부작 군상 드라마.',
        riskText: '수익은 두 번째 방송 창구에 달려 있으며, 납품이 늦어지면 지급 일정이 바뀔 수 있습니다.',
      },
      'pl-PL': {
        title: 'Ulica Półksiężyca',
        description:
          'Sześć rodzin, jedna ulica i piekarnia na rogu, otwarta codziennie od pięćdziesięciu lat. Dziesięcioodcinkowy dramat zespołowy o sąsiadach, czynszach i drugich szansach.',
        riskText: 'Zyski zależą od drugiego okna emisyjnego; spóźnione dostarczenie może przesunąć wypłaty.',
      },
      'sk-SK': {
        title: 'Polmesiacová ulica',
        description:
          'Šesť rodín, jedna ulica a pekáreň na jej rohu, ktorá je otvorená každý deň už päťdesiat rokov. Desaťdielna dráma o susedoch, nájmoch a druhých šanciach.',
        riskText: 'Výnosy závisia od druhého vysielacieho okna; oneskorené dodanie by mohlo posunúť platby.',
      },
      'id-ID': {
        title: 'Jalan Bulan Sabit',
        description:
          'Enam keluarga, satu jalan, dan toko roti di sudutnya yang buka setiap hari selama lima puluh tahun. Drama ansambel sepuluh episode tentang tetangga, sewa rumah, dan kesempatan kedua.',
        riskText:
          'Imbal hasil bergantung pada jendela tayang kedua; pengiriman yang terlambat dapat menggeser pembayaran.',
      },
      'en-PH': {
        title: 'Crescent Street',
        description:
          'Six families, one street and the bakery at its corner that has opened every day for fifty years. A ten-episode ensemble drama about neighbours, rent and second chances.',
        riskText: 'Returns depend on the second broadcast window; a late delivery could move payments.',
      },
      'zh-Hant': {
        title: '新月街',
        description:
          '六個家庭、一條街，以及街角那家五十年來每天開門的麵包店。一部關於鄰里、房租與第二次機會的十集群像劇。',
        riskText: '回報取決於第二輪播出檔期；延遲交片可能推遲付款。',
      },
      'ru-RU': {
        title: 'Улица Полумесяца',
        description:
          'Шесть семей, одна улица и пекарня на углу, которая открывается каждый день уже пятьдесят лет. Ансамблевая драма из десяти серий о соседях, аренде и втором шансе.',
        riskText: 'Доходность зависит от второго эфирного окна; поздняя сдача может сдвинуть выплаты.',
      },
      'pt-PT': {
        title: 'Rua do Crescente',
        description:
          'Seis famílias, uma rua e a padaria da esquina que abre todos os dias há cinquenta anos. Um drama coral em dez episódios sobre vizinhos, rendas e segundas oportunidades.',
        riskText:
          'Os retornos dependem da segunda janela de emissão; uma entrega tardia pode adiar pagamentos.',
      },
      'th-TH': {
        title: 'ถนนเสี้ยวจันทร์',
        description:
          'หกครอบครัว ถนนหนึ่งสาย และร้านเบเกอรี่หัวมุมที่เปิดทุกวันมาห้าสิบปี ละครรวมดาราสิบตอนเกี่ยวกับเพื่อนบ้าน ค่าเช่า และโอกาสครั้งที่สอง',
        riskText: 'ผลตอบแทนขึ้นอยู่กับรอบการออกอากาศครั้งที่สอง การส่งมอบล่าช้าอาจทำให้การจ่ายเงินเลื่อนออกไป',
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
      'de-DE': {
        title: 'Die Tochter des Kartografen',
        description:
          '1893: Nachdem ihr Vater bei einer Vermessung der Nordküste verschwunden ist, vollendet eine junge Kartografin seine letzte Karte und entdeckt, dass sie an einen Ort führt, den keine Karte zeigen dürfte. Ein Historiendrama, an Originalschauplätzen mit restaurierten Segelschiffen gedreht.',
        riskText:
          'Historische Produktionen haben hohe Kosten für Kostüme und Drehorte; das Wetter auf See kann den Dreh verzögern.',
      },
      es: {
        title: 'La hija del cartógrafo',
        description:
          '1893: después de que su padre desapareciera durante un levantamiento de la costa norte, una joven cartógrafa termina su último mapa y descubre que conduce a un lugar que ningún mapa debería mostrar. Un drama de época rodado en exteriores con veleros restaurados.',
        riskText:
          'Las producciones de época tienen altos costes de vestuario y localizaciones; el tiempo en el mar puede retrasar el rodaje.',
      },
      fr: {
        title: 'La Fille du cartographe',
        description:
          "1893 : après la disparition de son père lors d'un relevé de la côte nord, une jeune cartographe achève sa dernière carte et découvre qu'elle mène là où aucune carte ne devrait mener. Un drame d'époque tourné en décors naturels avec des voiliers restaurés.",
        riskText:
          "Les films d'époque entraînent des coûts élevés de costumes et de décors ; la météo en mer peut retarder le tournage.",
      },
      'ja-JP': {
        title: '地図職人の娘',
        description:
          '1893年。北の海岸の測量中に父が姿を消したあと、若い地図職人は父の最後の海図を完成させ、それがどんな地図にも載るはずのない場所へ続いていることを知る。修復された帆船を使い現地で撮影した時代劇。',
        riskText: '時代劇は衣装とロケの費用がかさみます。海上の天候によって撮影が遅れることがあります。',
      },
      'ko-KR': {
        title: '지도 제작자의 딸',
        description:
          '1893년, 북쪽 해안을 측량하던 아버지가 실종된 뒤 젊은 지도 제작자는 아버지의 마지막 해도를 완성하고, 그것이 어떤 지도에도 있어서는 안 될 곳으로 이어진다는 것을 알게 된다. 복원된 범선과 함께 현지에서 촬영한 시대극.',
        riskText: '시대극은 의상과 로케이션 비용이 높으며, 바다 날씨로 촬영이 지연될 수 있습니다.',
      },
      'pl-PL': {
        title: 'Córka kartografa',
        description:
          'Rok 1893: gdy jej ojciec znika podczas pomiarów północnego wybrzeża, młoda kartografka kończy jego ostatnią mapę i odkrywa, że prowadzi ona tam, dokąd żadna mapa nie powinna. Dramat kostiumowy kręcony w plenerach z odrestaurowanymi żaglowcami.',
        riskText:
          'Produkcje kostiumowe wiążą się z wysokimi kosztami kostiumów i plenerów; pogoda na morzu może opóźnić zdjęcia.',
      },
      'sk-SK': {
        title: 'Kartografova dcéra',
        description:
          'Rok 1893: keď jej otec zmizne pri mapovaní severného pobrežia, mladá kartografka dokončí jeho poslednú mapu a zistí, že vedie tam, kam by žiadna mapa viesť nemala. Dobová dráma nakrúcaná v skutočných lokalitách s obnovenými plachetnicami.',
        riskText:
          'Dobové produkcie majú vysoké náklady na kostýmy a lokality; počasie na mori môže nakrúcanie oddialiť.',
      },
      'id-ID': {
        title: 'Putri Sang Kartografer',
        description:
          '1893: setelah ayahnya menghilang saat memetakan pantai utara, seorang pembuat peta muda menyelesaikan peta terakhirnya dan mendapati peta itu menuju tempat yang tak seharusnya ada di peta mana pun. Drama periode yang diambil di lokasi dengan kapal layar yang dipugar.',
        riskText:
          'Produksi periode memiliki biaya kostum dan lokasi yang tinggi; cuaca di laut dapat menunda syuting.',
      },
      'en-PH': {
        title: "The Cartographer's Daughter",
        description:
          '1893: after her father vanishes on a survey of the northern coast, a young mapmaker finishes his last chart and finds it leads somewhere no map should. A period drama shot on location with restored sailing ships.',
        riskText:
          'Period productions carry high costume and location costs; weather at sea can delay the shoot.',
      },
      'zh-Hant': {
        title: '製圖師的女兒',
        description:
          '1893年，父親在勘測北方海岸時失蹤後，年輕的製圖師完成了他最後一張海圖，卻發現它通往一個任何地圖都不該出現的地方。一部使用修復帆船實景拍攝的年代劇。',
        riskText: '年代劇的服裝與外景成本高昂；海上天氣可能延誤拍攝。',
      },
      'ru-RU': {
        title: 'Дочь картографа',
        description:
          '1893 год: после того как её отец пропадает во время съёмки северного побережья, молодая картограф заканчивает его последнюю карту и обнаруживает, что та ведёт туда, куда не должна вести ни одна карта. Историческая драма, снятая на натуре с отреставрированными парусниками.',
        riskText:
          'Исторические постановки требуют больших расходов на костюмы и натуру; погода на море может задержать съёмки.',
      },
      'pt-PT': {
        title: 'A Filha do Cartógrafo',
        description:
          '1893: depois de o pai desaparecer num levantamento da costa norte, uma jovem cartógrafa termina o seu último mapa e descobre que ele conduz a um lugar onde nenhum mapa deveria levar. Um drama de época filmado em cenários reais com veleiros restaurados.',
        riskText:
          'As produções de época têm custos elevados de guarda-roupa e localizações; o tempo no mar pode atrasar as filmagens.',
      },
      'th-TH': {
        title: 'ลูกสาวนักทำแผนที่',
        description:
          'ปี 1893 หลังจากพ่อของเธอหายตัวไประหว่างสำรวจชายฝั่งทางเหนือ นักทำแผนที่สาวได้ทำแผนที่ฉบับสุดท้ายของพ่อให้เสร็จ และพบว่ามันนำไปสู่ที่ที่ไม่ควรมีแผนที่ใดพาไปถึง ละครย้อนยุคที่ถ่ายทำในสถานที่จริงพร้อมเรือใบที่บูรณะแล้ว',
        riskText: 'งานสร้างย้อนยุคมีต้นทุนเครื่องแต่งกายและสถานที่สูง สภาพอากาศในทะเลอาจทำให้การถ่ายทำล่าช้า',
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
      'de-DE': {
        title: 'Mitternachtskurzfilme',
        description:
          'Sechs Kurzfilme von sechs Debütregisseurinnen und -regisseuren, jeder zwischen Mitternacht und Morgengrauen in einer anderen Stadt angesiedelt. Als eine Anthologie für Festivals und Streaming gebündelt.',
        riskText:
          'Kurzfilme bringen allein wenig ein; die Anthologie hängt von einem einzigen Streamingverkauf ab.',
      },
      es: {
        title: 'Cortos de medianoche',
        description:
          'Seis cortometrajes de seis directores noveles, cada uno ambientado entre la medianoche y el amanecer en una ciudad distinta. Reunidos en una antología para festivales y streaming.',
        riskText:
          'Los cortometrajes generan poco por sí solos; la antología depende de una única venta a una plataforma.',
      },
      fr: {
        title: 'Courts de minuit',
        description:
          "Six courts métrages de six premiers réalisateurs, chacun se déroulant entre minuit et l'aube dans une ville différente. Réunis en une anthologie pour les festivals et le streaming.",
        riskText:
          "Les courts métrages rapportent peu seuls ; l'anthologie dépend d'une seule vente à une plateforme.",
      },
      'ja-JP': {
        title: 'ミッドナイト・ショーツ',
        description:
          '6人の新人監督による6本の短編映画。どれも真夜中から夜明けまでの、それぞれ異なる都市が舞台。映画祭と配信向けに一本のアンソロジーとしてまとめられている。',
        riskText:
          '短編映画は単独ではほとんど収益を生みません。アンソロジーは一件の配信販売にかかっています。',
      },
      'ko-KR': {
        title: '미드나잇 쇼츠',
        description:
          '여섯 명의 신인 감독이 만든 단편 영화 여섯 편으로, 모두 자정부터 새벽 사이 서로 다른 도시를 배경으로 한다. 영화제와 스트리밍을 위해 하나의 옴니버스로 묶었다.',
        riskText:
          '단편 영화는 그 자체로는 수익이 적으며, 옴니버스는 단 한 건의 스트리밍 판매에 달려 있습니다.',
      },
      'pl-PL': {
        title: 'Krótkie metraże o północy',
        description:
          'Sześć krótkich filmów sześciorga debiutujących reżyserów, każdy rozgrywający się między północą a świtem w innym mieście. Połączone w jedną antologię dla festiwali i streamingu.',
        riskText:
          'Krótkie metraże same zarabiają niewiele; antologia zależy od jednej sprzedaży do serwisu streamingowego.',
      },
      'sk-SK': {
        title: 'Polnočné krátke filmy',
        description:
          'Šesť krátkych filmov od šiestich debutujúcich režisérov, každý sa odohráva medzi polnocou a úsvitom v inom meste. Spojené do jednej antológie pre festivaly a streaming.',
        riskText:
          'Krátke filmy samy zarobia málo; antológia závisí od jediného predaja streamingovej službe.',
      },
      'id-ID': {
        title: 'Film Pendek Tengah Malam',
        description:
          'Enam film pendek dari enam sutradara debutan, masing-masing berlatar antara tengah malam dan fajar di kota yang berbeda. Dikemas sebagai satu antologi untuk festival dan streaming.',
        riskText:
          'Film pendek menghasilkan sedikit jika berdiri sendiri; antologi ini bergantung pada satu penjualan streaming.',
      },
      'en-PH': {
        title: 'Midnight Shorts',
        description:
          'Six short films by six first-time directors, each set between midnight and dawn in a different city. Packaged as one anthology for festivals and streaming.',
        riskText: 'Short films earn little on their own; the anthology depends on a single streaming sale.',
      },
      'zh-Hant': {
        title: '午夜短片集',
        description:
          '六位新銳導演的六部短片，每部都發生在不同城市的午夜至黎明之間。合輯為一部選集，面向影展與串流平台。',
        riskText: '短片單獨收益有限；這部選集取決於單一的串流銷售。',
      },
      'ru-RU': {
        title: 'Полночные короткометражки',
        description:
          'Шесть короткометражных фильмов шести режиссёров-дебютантов, каждый из которых происходит между полуночью и рассветом в другом городе. Собраны в один альманах для фестивалей и стриминга.',
        riskText:
          'Короткометражки сами по себе почти не приносят дохода; альманах зависит от одной продажи стриминговому сервису.',
      },
      'pt-PT': {
        title: 'Curtas da Meia-Noite',
        description:
          'Seis curtas-metragens de seis realizadores estreantes, cada uma passada entre a meia-noite e a madrugada numa cidade diferente. Reunidas numa antologia para festivais e streaming.',
        riskText:
          'As curtas-metragens rendem pouco sozinhas; a antologia depende de uma única venda a uma plataforma de streaming.',
      },
      'th-TH': {
        title: 'หนังสั้นเที่ยงคืน',
        description:
          'หนังสั้นหกเรื่องจากผู้กำกับหน้าใหม่หกคน แต่ละเรื่องเกิดขึ้นระหว่างเที่ยงคืนถึงรุ่งสางในเมืองที่ต่างกัน รวมเป็นหนังรวมเรื่องสั้นหนึ่งชุดสำหรับเทศกาลและสตรีมมิง',
        riskText: 'หนังสั้นแต่ละเรื่องทำรายได้น้อย หนังรวมเรื่องสั้นนี้ขึ้นอยู่กับการขายให้สตรีมมิงเพียงครั้งเดียว',
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
      'de-DE': {
        title: 'Atlas des Schnees',
        description:
          'Ein abendfüllender Dokumentarfilm über eine fünfköpfige Expedition, die die Route einer Vermessung aus den 1920er-Jahren durch das Pamirgebirge nachgeht, gedreht in einem einzigen Winter.',
        riskText:
          'Expeditionsdrehs sind Wetter, Zugangsgenehmigungen und der Sicherheit des Teams ausgesetzt; der Dreh kann abgesagt werden.',
      },
      es: {
        title: 'Atlas de la nieve',
        description:
          'Un largometraje documental que sigue a una expedición de cinco personas que recorre de nuevo la ruta de un levantamiento de los años veinte a través de las montañas del Pamir, filmado a lo largo de un invierno.',
        riskText:
          'El rodaje de expediciones está expuesto al clima, a los permisos de acceso y a la seguridad del equipo; el rodaje podría cancelarse.',
      },
      fr: {
        title: 'Atlas de la neige',
        description:
          "Un long métrage documentaire qui suit une expédition de cinq personnes refaisant le parcours d'un relevé des années 1920 à travers les montagnes du Pamir, filmé pendant un hiver.",
        riskText:
          "Le tournage d'une expédition est exposé à la météo, aux autorisations d'accès et à la sécurité de l'équipe ; le tournage peut être annulé.",
      },
      'ja-JP': {
        title: '雪のアトラス',
        description:
          '1920年代の測量ルートをたどってパミール山脈を横断する5人の遠征隊を、ひと冬かけて追った長編ドキュメンタリー。',
        riskText: '遠征撮影は天候、入域許可、クルーの安全に左右され、撮影が中止になる可能性があります。',
      },
      'ko-KR': {
        title: '눈의 지도',
        description:
          '1920년대 측량 경로를 따라 파미르 산맥을 횡단하는 5인 원정대를 한 겨울 동안 담은 장편 다큐멘터리.',
        riskText: '원정 촬영은 날씨, 출입 허가, 스태프의 안전에 영향을 받으며 촬영이 취소될 수 있습니다.',
      },
      'pl-PL': {
        title: 'Atlas śniegu',
        description:
          'Pełnometrażowy dokument o pięcioosobowej wyprawie, która odtwarza trasę pomiarów z lat 20. XX wieku przez góry Pamiru, nakręcony w ciągu jednej zimy.',
        riskText:
          'Zdjęcia na wyprawie zależą od pogody, pozwoleń na wejście i bezpieczeństwa ekipy; zdjęcia mogą zostać odwołane.',
      },
      'sk-SK': {
        title: 'Atlas snehu',
        description:
          'Celovečerný dokument o päťčlennej expedícii, ktorá opakuje trasu mapovania z 20. rokov 20. storočia cez pohorie Pamír, natočený počas jednej zimy.',
        riskText:
          'Nakrúcanie expedície je vystavené počasiu, povoleniam na vstup a bezpečnosti štábu; nakrúcanie môže byť zrušené.',
      },
      'id-ID': {
        title: 'Atlas Salju',
        description:
          'Film dokumenter panjang yang mengikuti ekspedisi lima orang menelusuri kembali rute survei tahun 1920-an melintasi Pegunungan Pamir, difilmkan selama satu musim dingin.',
        riskText:
          'Syuting ekspedisi rentan terhadap cuaca, izin akses, dan keselamatan kru; syuting bisa dibatalkan.',
      },
      'en-PH': {
        title: 'Atlas of Snow',
        description:
          'A feature documentary following a five-person expedition retracing the route of a 1920s survey across the Pamir mountains, filmed over one winter.',
        riskText:
          'Expedition filming is exposed to weather, access permits and the safety of the crew; the shoot may be cancelled.',
      },
      'zh-Hant': {
        title: '雪之圖志',
        description: '一部紀錄長片，跟隨五人探險隊重走1920年代穿越帕米爾高原的勘測路線，歷時一個冬天拍攝。',
        riskText: '探險拍攝受天氣、入境許可與劇組安全影響；拍攝可能被取消。',
      },
      'ru-RU': {
        title: 'Атлас снега',
        description:
          'Полнометражный документальный фильм об экспедиции из пяти человек, которая повторяет маршрут съёмки 1920-х годов через горы Памира; снят за одну зиму.',
        riskText:
          'Съёмки экспедиции зависят от погоды, разрешений на въезд и безопасности группы; съёмки могут быть отменены.',
      },
      'pt-PT': {
        title: 'Atlas da Neve',
        description:
          'Um documentário de longa-metragem que acompanha uma expedição de cinco pessoas a refazer a rota de um levantamento dos anos 1920 através das montanhas do Pamir, filmado ao longo de um inverno.',
        riskText:
          'As filmagens de expedição estão expostas ao tempo, às licenças de acesso e à segurança da equipa; as filmagens podem ser canceladas.',
      },
      'th-TH': {
        title: 'แผนที่หิมะ',
        description:
          'สารคดีขนาดยาวติดตามคณะสำรวจห้าคนที่เดินตามเส้นทางการสำรวจในทศวรรษ 1920 ข้ามเทือกเขาปามีร์ ถ่ายทำตลอดหนึ่งฤดูหนาว',
        riskText: 'การถ่ายทำการสำรวจขึ้นอยู่กับสภาพอากาศ ใบอนุญาตเข้าพื้นที่ และความปลอดภัยของทีมงาน การถ่ายทำอาจถูกยกเลิก',
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
  texts: {
    en: {
      title: 'Premiere night for members',
      body: 'Paper Lanterns premieres next month. Every member who backed it is invited to the screening.\nSeats are limited: watch this space for the booking link.',
    },
    'ar-EG': {
      title: 'ليلة العرض الأول للأعضاء',
      body: 'يُعرض فيلم «فوانيس ورقية» لأول مرة الشهر المقبل. كل عضو دعمه مدعوّ إلى العرض.\nالمقاعد محدودة: تابعوا هذه المساحة لرابط الحجز.',
    },
    'de-DE': {
      title: 'Premierenabend für Mitglieder',
      body: 'Papierlaternen feiert nächsten Monat Premiere. Jedes Mitglied, das den Film unterstützt hat, ist zur Vorführung eingeladen.\nDie Plätze sind begrenzt: Den Buchungslink finden Sie bald hier.',
    },
    es: {
      title: 'Noche de estreno para socios',
      body: 'Farolillos de papel se estrena el mes que viene. Todos los socios que la apoyaron están invitados a la proyección.\nLas plazas son limitadas: pronto publicaremos aquí el enlace de reserva.',
    },
    fr: {
      title: 'Soirée de première pour les membres',
      body: 'Lanternes de papier sort le mois prochain. Chaque membre qui l’a soutenu est invité à la projection.\nLes places sont limitées : le lien de réservation sera publié ici.',
    },
    'ja-JP': {
      title: '会員限定プレミア上映会',
      body: '『紙灯籠』が来月プレミア上映されます。支援したすべての会員を上映会にご招待します。\n席には限りがあります。予約リンクはこちらでお知らせします。',
    },
    'ko-KR': {
      title: '회원 초청 시사회',
      body: '〈종이 등불〉이 다음 달 첫 상영됩니다. 이 작품을 후원한 모든 회원을 상영회에 초대합니다.\n좌석이 한정되어 있으니 예약 링크는 이곳에서 확인하세요.',
    },
    'pl-PL': {
      title: 'Wieczór premierowy dla członków',
      body: 'Premiera Papierowych lampionów w przyszłym miesiącu. Każdy członek, który wsparł film, jest zaproszony na pokaz.\nLiczba miejsc jest ograniczona: link do rezerwacji pojawi się tutaj.',
    },
    'sk-SK': {
      title: 'Premiérový večer pre členov',
      body: 'Papierové lampióny majú premiéru budúci mesiac. Každý člen, ktorý film podporil, je pozvaný na premietanie.\nPočet miest je obmedzený: odkaz na rezerváciu nájdete tu.',
    },
    'zh-Hans': {
      title: '会员首映之夜',
      body: '《纸灯笼》将于下月首映。所有支持过该片的会员均受邀观影。\n座位有限：订座链接将在此公布。',
    },
    'id-ID': {
      title: 'Malam pemutaran perdana untuk anggota',
      body: 'Lentera Kertas tayang perdana bulan depan. Setiap anggota yang mendukungnya diundang ke pemutaran.\nKursi terbatas: tautan pemesanan akan diumumkan di sini.',
    },
    'en-PH': {
      title: 'Premiere night for members',
      body: 'Paper Lanterns premieres next month. Every member who backed it is invited to the screening.\nSeats are limited: watch this space for the booking link.',
    },
    'zh-Hant': {
      title: '會員首映之夜',
      body: '《紙燈籠》將於下月首映。所有支持過該片的會員均受邀觀影。\n座位有限：訂位連結將在此公布。',
    },
    'ru-RU': {
      title: 'Премьерный вечер для участников',
      body: 'Премьера «Бумажных фонариков» состоится в следующем месяце. Все участники, поддержавшие фильм, приглашены на показ.\nМест немного: ссылка для бронирования появится здесь.',
    },
    'pt-PT': {
      title: 'Noite de estreia para membros',
      body: 'Lanternas de Papel estreia no próximo mês. Todos os membros que o apoiaram estão convidados para a sessão.\nOs lugares são limitados: a ligação para reserva será publicada aqui.',
    },
    'th-TH': {
      title: 'คืนรอบปฐมทัศน์สำหรับสมาชิก',
      body: 'โคมกระดาษ จะเข้าฉายรอบปฐมทัศน์เดือนหน้า สมาชิกทุกคนที่สนับสนุนได้รับเชิญมาชม\nที่นั่งมีจำกัด ติดตามลิงก์จองได้ที่นี่',
    },
  } satisfies Record<LanguageCode, { title: string; body: string }>,
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
  project: string;
  reward: number;
  seconds: number;
  day: number;
}[] = [
  { project: 'tidewater', reward: 50, seconds: 30, day: 100 },
  { project: 'cartographer', reward: 50, seconds: 30, day: 100 },
  { project: 'last-projectionist', reward: 80, seconds: 45, day: 110 },
  { project: 'night-harbor', reward: 100, seconds: 60, day: 115 },
];

/** A trailer task's title in each language: "Watch the trailer" and the film's title in that language. */
const WATCH_TRAILER: Record<LanguageCode, (film: string) => string> = {
  'ar-EG': (film) => `شاهد الإعلان: ${film}`,
  'de-DE': (film) => `Trailer ansehen: ${film}`,
  en: (film) => `Watch the trailer: ${film}`,
  es: (film) => `Mira el tráiler: ${film}`,
  fr: (film) => `Regardez la bande-annonce : ${film}`,
  'ja-JP': (film) => `予告編を見る：${film}`,
  'ko-KR': (film) => `예고편 보기: ${film}`,
  'pl-PL': (film) => `Obejrzyj zwiastun: ${film}`,
  'sk-SK': (film) => `Pozrite si trailer: ${film}`,
  'zh-Hans': (film) => `观看预告片：${film}`,
  'id-ID': (film) => `Tonton trailernya: ${film}`,
  'en-PH': (film) => `Watch the trailer: ${film}`,
  'zh-Hant': (film) => `觀看預告片：${film}`,
  'ru-RU': (film) => `Смотрите трейлер: ${film}`,
  'pt-PT': (film) => `Veja o trailer: ${film}`,
  'th-TH': (film) => `ดูตัวอย่างหนัง: ${film}`,
};

export function trailerTaskTitles(projectKey: string): Record<LanguageCode, string> {
  const film = PROJECTS.find((p) => p.key === projectKey);
  if (!film) throw new Error(`no demo project ${projectKey}`);
  const titles = {} as Record<LanguageCode, string>;
  for (const [lang, title] of Object.entries(WATCH_TRAILER) as [LanguageCode, (film: string) => string][])
    titles[lang] = title(film.texts[lang].title);
  return titles;
}

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
