import type { CategorySeed } from './types.ts'

/** The three product families of Hawler Foods. Colour pairs meet WCAG AA (contrast >= 4.5). */
export const categories: CategorySeed[] = [
  {
    slug: 'chips-and-crisps',
    title: {
      en: 'Chips & Crisps',
      ar: 'الرقائق والمقرمشات',
      ckb: 'چیپس و خواردنی سووک',
    },
    description: {
      en: [
        'Thin, golden and irresistibly crunchy: our chips are cut from carefully selected potatoes and fried in small batches in sunflower oil, then seasoned while still warm so every slice carries its flavour.',
        'Alongside the potato classics, our corn puffs and rings are baked light and airy, dusted with spice blends inspired by the kitchens of Kurdistan and the wider region.',
      ],
      ar: [
        'رقيقة وذهبية ومقرمشة بشكل لا يقاوم: تُقطَّع رقائقنا من بطاطس منتقاة بعناية وتُقلى على دفعات صغيرة في زيت دوّار الشمس، ثم تُتبَّل وهي لا تزال دافئة لتحمل كل شريحة نكهتها كاملة.',
        'وإلى جانب رقائق البطاطس الكلاسيكية، نخبز منفوخات وحلقات الذرة لتكون خفيفة وهشّة، ونرشّ عليها خلطات توابل مستوحاة من مطابخ كردستان والمنطقة.',
      ],
      ckb: [
        'تەنک و زێڕین و کڕکڕ: چیپسەکانمان لە پەتاتەی هەڵبژاردە دەبڕدرێن و بە بڕی کەم لە ڕۆنی گوڵەبەڕۆژەدا سوور دەکرێنەوە، پاشان کە هێشتا گەرمن بەهاراتیان تێ دەکرێت تا هەموو پارچەیەک تامی تەواوی هەبێت.',
        'لە تەنیشت چیپسی پەتاتەی کلاسیکیدا، پفک و ئەڵقەی گەنمەشامییەکانمان سووک و پڕ لە هەوا دەبرژێنرێن و تێکەڵەیەک بەهاراتیان پێدا دەکرێت کە لە چێشتخانەکانی کوردستان و ناوچەکەوە سەرچاوەی گرتووە.',
      ],
    },
    designSubTitle: {
      en: 'Crunch in every bite',
      ar: 'قرمشة في كل قضمة',
      ckb: 'کڕکڕی لە هەموو گازێکدا',
    },
    designDescription: {
      en: 'Golden potato chips and airy corn snacks, seasoned with flavours you know from home.',
      ar: 'رقائق بطاطس ذهبية ومقرمشات ذرة هشّة، متبّلة بنكهات تعرفها من البيت.',
      ckb: 'چیپسی پەتاتەی زێڕین و سووکەخواردنی گەنمەشامی، بە تامگەلێک کە لە ماڵەوە دەیناسیت.',
    },
    backgroundColor: '#B3261E',
    textColor: '#FFFFFF',
    picture: {
      key: 'category-chips-and-crisps',
      kind: 'serving',
      food: 'sumac-chips',
      with: 'pack',
      name: { en: 'Potato Chips', ar: 'رقائق البطاطس' },
      palette: ['#FCE4E4', '#C62828'],
      alt: {
        en: 'A red bowl of sumac potato chips beside a bag of Hawler potato chips',
        ar: 'وعاء أحمر من رقائق البطاطس بالسماق بجانب كيس رقائق بطاطس من هولير',
        ckb: 'قاپێکی سوور لە چیپسی پەتاتەی سماق لە تەنیشت پاکەتێکی چیپسی پەتاتەی هەولێر',
      },
    },
    order: 1,
  },
  {
    slug: 'biscuits-and-wafers',
    title: {
      en: 'Biscuits & Wafers',
      ar: 'البسكويت والويفر',
      ckb: 'بسکیت و وەیفەر',
    },
    description: {
      en: [
        'Baked the way Erbil families have enjoyed them for generations: buttery tea biscuits, soft date-filled rounds and delicate wafers layered with smooth cream.',
        'We bake with wheat flour, real butter, dates and sesame, and we keep our recipes simple so the taste stays honest. They are made for the tea glass, the lunch box and every visit from friends.',
      ],
      ar: [
        'نخبزها كما أحبّتها عائلات أربيل على مدى أجيال: بسكويت شاي غني بالزبدة، وأقراص طرية محشوة بالتمر، وويفر رقيق بطبقات من الكريمة الناعمة.',
        'نستخدم دقيق القمح والزبدة الحقيقية والتمر والسمسم، ونحافظ على بساطة وصفاتنا ليبقى المذاق أصيلًا. إنها رفيقة كوب الشاي وعلبة الغداء وكل زيارة من الأصدقاء.',
      ],
      ckb: [
        'بەو شێوەیە دەیانبرژێنین کە خێزانەکانی هەولێر بە درێژایی چەندین نەوە حەزیان لێ کردووە: بسکیتی چای پڕ لە کەرە، بسکیتی نەرمی پڕکراو بە خورما و وەیفەری ناسک بە چینی کرێمی نەرم.',
        'ئاردی گەنم و کەرەی ڕاستەقینە و خورما و کونجی بەکار دەهێنین و ڕێچکەکانمان سادە دەهێڵینەوە تا تامەکەی ڕەسەن بمێنێتەوە. بۆ پیاڵەی چا و سندووقی نانی نیوەڕۆ و هەموو سەردانێکی دۆستان دروست کراون.',
      ],
    },
    designSubTitle: {
      en: 'Made for the tea glass',
      ar: 'رفيق كوب الشاي',
      ckb: 'هاوڕێی پیاڵەی چا',
    },
    designDescription: {
      en: 'Buttery biscuits and light, creamy wafers baked fresh in Erbil since 1944.',
      ar: 'بسكويت غني بالزبدة وويفر خفيف بالكريمة، يُخبز طازجًا في أربيل منذ عام 1944.',
      ckb: 'بسکیتی پڕ لە کەرە و وەیفەری سووک و کرێماوی، لە ساڵی 1944ەوە لە هەولێر بە تازەیی دەبرژێنرێن.',
    },
    backgroundColor: '#F2A900',
    textColor: '#2B1D16',
    picture: {
      key: 'category-biscuits-and-wafers',
      kind: 'pack',
      pack: 'box',
      food: 'sesame-biscuits',
      open: true,
      name: { en: 'Tea Biscuits', ar: 'بسكويت الشاي' },
      palette: ['#FFF1DC', '#F2A900'],
      alt: {
        en: 'An open saffron-yellow box of Hawler sesame tea biscuits',
        ar: 'علبة صفراء مفتوحة من بسكويت الشاي بالسمسم من هولير',
        ckb: 'قوتوویەکی زەردی کراوە لە بسکیتی چای بە کونجی هەولێر',
      },
    },
    order: 2,
  },
  {
    slug: 'nuts-and-seeds',
    title: {
      en: 'Nuts & Seeds',
      ar: 'المكسرات والبذور',
      ckb: 'چەرەزات و تۆو',
    },
    description: {
      en: [
        'Pistachios, almonds, sunflower and pumpkin seeds, slowly roasted in our own ovens until they turn fragrant and crisp, then lightly salted or finished with a squeeze of lemon.',
        'Nuts and seeds have always been at the heart of Kurdish hospitality. We pack them fresh, so the bowl you set out for your guests tastes just like it came from the roaster.',
      ],
      ar: [
        'فستق ولوز وبذور دوّار الشمس واليقطين، تُحمَّص ببطء في أفراننا حتى تفوح رائحتها وتصبح مقرمشة، ثم تُملَّح قليلًا أو تُلمَس بعصرة ليمون.',
        'كانت المكسرات والبذور دائمًا في قلب الضيافة الكردية. نعبّئها طازجة، ليكون الطبق الذي تقدّمه لضيوفك بطعم المحمصة تمامًا.',
      ],
      ckb: [
        'فستق و بادەم و تۆوی گوڵەبەڕۆژە و کولەکە، لە فڕنەکانی خۆماندا بە هێواشی دەبرژێنرێن تا بۆنیان خۆش دەبێت و کڕکڕ دەبن، پاشان کەمێک خوێیان تێ دەکرێت یان بە دڵۆپێک لیمۆ تەواو دەکرێن.',
        'چەرەزات و تۆو هەمیشە لە دڵی میوانداریی کوردیدا بوون. بە تازەیی دەیانپێچینەوە، تا ئەو قاپەی بۆ میوانەکانتی دادەنێیت تامی چەرەزی تازە برژاوی هەبێت.',
      ],
    },
    designSubTitle: {
      en: 'Roasted for hospitality',
      ar: 'محمّصة لكرم الضيافة',
      ckb: 'برژاو بۆ میوانداری',
    },
    designDescription: {
      en: 'Slow-roasted nuts and seeds, the heart of every Kurdish guest table.',
      ar: 'مكسرات وبذور محمّصة ببطء، قلب كل مائدة ضيافة كردية.',
      ckb: 'چەرەزات و تۆوی بە هێواشی برژاو، دڵی هەموو سفرەیەکی میوانداریی کوردی.',
    },
    backgroundColor: '#4F6B2A',
    textColor: '#FFFFFF',
    picture: {
      key: 'category-nuts-and-seeds',
      kind: 'serving',
      food: 'pistachios',
      with: 'lemon',
      palette: ['#EAF4E4', '#2E7D32'],
      alt: {
        en: 'A green bowl of roasted pistachios with lemon slices on a wooden table',
        ar: 'وعاء أخضر من الفستق المحمّص مع شرائح الليمون على طاولة خشبية',
        ckb: 'قاپێکی سەوز لە فستقی برژاو لەگەڵ پارچە لیمۆ لەسەر مێزێکی دار',
      },
    },
    order: 3,
  },
]
