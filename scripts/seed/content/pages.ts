import type { AboutUsSeed, ContactUsSeed, PageSettingsSeed, SiteSettingsSeed } from './types.ts'

export const aboutUs: AboutUsSeed = {
  title: {
    en: 'About Hawler Foods',
    ar: 'عن أغذية هولير',
    ckb: 'دەربارەی خۆراکی هەولێر',
  },
  description: {
    en: [
      'Hawler Foods began in 1944 as a small family bakery and roastery in the heart of Erbil. Every morning the scent of fresh bread and roasted seeds drifted through the old market streets, and neighbours came back day after day for the same honest taste.',
      'Over the decades that little bakery grew into one of Iraq’s most trusted snack makers. Today our chips, biscuits, wafers, nuts and seeds are made in our modern factory on Kirkuk Road and reach shops and homes in every governorate of Iraq, and we have recently begun exporting to Europe.',
      'Our values have not changed since 1944: uncompromising quality, ingredients bought from local farmers wherever we can, and snacks made for families to share. Every bag that leaves Erbil carries that promise.',
    ],
    ar: [
      'بدأت أغذية هولير عام 1944 مخبزاً ومحمصةً عائليةً صغيرةً في قلب أربيل. كانت رائحة الخبز الطازج والبذور المحمّصة تملأ أزقّة السوق القديم كل صباح، وكان الجيران يعودون يوماً بعد يوم من أجل المذاق الأصيل نفسه.',
      'على مرّ العقود، نما ذلك المخبز الصغير ليصبح واحداً من أكثر صنّاع الوجبات الخفيفة ثقةً في العراق. واليوم تُصنع رقائق البطاطا والبسكويت والويفر والمكسرات والبذور في مصنعنا الحديث على طريق كركوك، لتصل إلى المتاجر والبيوت في جميع محافظات العراق، وقد بدأنا مؤخراً التصدير إلى أوروبا.',
      'لم تتغيّر قيمنا منذ عام 1944: جودة لا نساوم عليها، ومكوّنات نشتريها من المزارعين المحليين كلّما أمكن، ووجبات خفيفة تُصنع لتجتمع حولها العائلات. وكل كيس يغادر أربيل يحمل هذا الوعد.',
    ],
    ckb: [
      'خۆراکی هەولێر لە ساڵی 1944 وەک نانەواخانەیەکی بچووکی خێزانی لە دڵی هەولێر دەستی پێکرد، کە تۆو و چەرەزیشی دەبرژاند. هەموو بەیانییەک بۆنی نانی گەرم و تۆوی برژاو بە کۆڵانەکانی بازاڕی کۆندا بڵاو دەبووەوە، و دراوسێکان ڕۆژ لە دوای ڕۆژ بۆ هەمان تامی ڕەسەن دەگەڕانەوە.',
      'بە درێژایی دەیەکان، ئەو نانەواخانە بچووکە گەشەی کرد و بوو بە یەکێک لە متمانەپێکراوترین بەرهەمهێنەرانی خواردەمەنیی سووک لە عێراق. ئەمڕۆ چیپس، بسکیت، ویفەر، چەرەز و تۆوەکانمان لە کارگە نوێیەکەمان لەسەر ڕێگای کەرکووک دروست دەکرێن و دەگەنە دوکان و ماڵەکان لە هەموو پارێزگاکانی عێراق، و بەم دواییانە دەستمان بە هەناردەکردن بۆ ئەورووپا کردووە.',
      'بەهاکانمان لە ساڵی 1944ەوە نەگۆڕاون: کوالیتییەکی بێ سازش، پێکهاتەکانمان هەر کاتێک بکرێت لە جووتیارانی ناوچەکە دەکڕین، و خواردەمەنیی سووکمان بۆ ئەوە دروست دەکەین کە خێزانەکان پێکەوە بیخۆن. هەر پاکەتێک کە لە هەولێرەوە دەڕوات، ئەو بەڵێنە لەگەڵ خۆیدا هەڵدەگرێت.',
    ],
  },
  designSubTitle: {
    en: 'Since 1944',
    ar: 'منذ عام 1944',
    ckb: 'لە ساڵی 1944ەوە',
  },
  designDescription: {
    en: 'Three generations of bakers and snack makers in Erbil.',
    ar: 'ثلاثة أجيال من الخبّازين وصنّاع الوجبات الخفيفة في أربيل.',
    ckb: 'سێ نەوە لە نانەوا و وەستای خواردەمەنیی سووک لە هەولێر.',
  },
  pictures: [
    {
      key: 'about-factory',
      kind: 'scene',
      scene: 'factory',
      palette: ['#FDEBD0', '#8D5524'],
      alt: {
        en: 'Our snack factory on Kirkuk Road in Erbil',
        ar: 'مصنعنا للوجبات الخفيفة على طريق كركوك في أربيل',
        ckb: 'کارگەی خواردەمەنیی سووکمان لەسەر ڕێگای کەرکووک لە هەولێر',
      },
    },
    {
      key: 'about-family',
      kind: 'scene',
      scene: 'family-snacking',
      palette: ['#FFF1DC', '#C62828'],
      alt: {
        en: 'A family sharing snacks and tea around a low table',
        ar: 'عائلة تتشارك الوجبات الخفيفة والشاي حول طاولة منخفضة',
        ckb: 'خێزانێک سووکەخواردن و چا لە دەوری مێزێکی نزم بەش دەکەن',
      },
    },
  ],
}

export const contactUs: ContactUsSeed = {
  title: {
    en: 'Contact us',
    ar: 'اتصل بنا',
    ckb: 'پەیوەندیمان پێوە بکە',
  },
  description: {
    en: [
      'Questions about our products, wholesale orders or export enquiries? We would love to hear from you. Give us a call, send us an email or visit our office in Erbil.',
    ],
    ar: [
      'هل لديك سؤال عن منتجاتنا أو طلبات الجملة أو استفسارات التصدير؟ يسعدنا أن نسمع منك. اتصل بنا أو راسلنا عبر البريد الإلكتروني أو تفضّل بزيارة مكتبنا في أربيل.',
    ],
    ckb: [
      'پرسیارت هەیە دەربارەی بەرهەمەکانمان، داواکاریی کڕینی بە کۆ یان هەناردەکردن؟ بە خۆشحاڵییەوە وەڵامت دەدەینەوە. تەلەفۆنمان بۆ بکە، ئیمەیڵمان بۆ بنێرە یان سەردانی نووسینگەکەمان لە هەولێر بکە.',
    ],
  },
  address: {
    en: 'Kirkuk Road, Erbil, Kurdistan Region, Iraq',
    ar: 'طريق كركوك، أربيل، إقليم كوردستان، العراق',
    ckb: 'ڕێگای کەرکووک، هەولێر، هەرێمی کوردستان، عێراق',
  },
  phone: '+964 750 123 4567',
  email: 'info@hawlerfoods.example',
  openingHours: {
    en: 'Saturday to Thursday, 8:00–17:00',
    ar: 'من السبت إلى الخميس، 8:00–17:00',
    ckb: 'شەممە تا پێنجشەممە، 8:00–17:00',
  },
  latitude: 36.1697,
  longitude: 44.0127,
}

export const siteSettings: SiteSettingsSeed = {
  siteName: { en: 'Hawler Foods', ar: 'أغذية هولير', ckb: 'خۆراکی هەولێر' },
  tagline: {
    en: 'Honest, delicious snacks from Erbil, made with care since 1944.',
    ar: 'وجبات خفيفة أصيلة ولذيذة من أربيل، نصنعها بعناية منذ عام 1944.',
    ckb: 'خواردەمەنیی سووکی ڕەسەن و بەتام لە هەولێرەوە، کە لە ساڵی 1944ەوە بە وردی دروستی دەکەین.',
  },
  footerText: {
    en: '© 2022–2026 Hawler Foods. Made in Erbil since 1944.',
    ar: '© 2022–2026 أغذية هولير. صُنع في أربيل منذ عام 1944.',
    ckb: '© 2022–2026 خۆراکی هەولێر. لە ساڵی 1944ەوە لە هەولێر دروست دەکرێت.',
  },
  creditLabel: {
    en: 'Website by Zagros Digital',
    ar: 'تصميم الموقع: زاغروس ديجيتال',
    ckb: 'ماڵپەڕەکە لەلایەن زاگرۆس دیجیتاڵەوە دروست کراوە',
  },
  creditUrl: 'https://zagrosdigital.example',
  searchSynonyms: {
    en: ['chips, crisps', 'biscuits, cookies'],
    ar: ['بطاطا، بطاطس', 'رقائق، شيبس', 'بسكويت، كعك'],
    ckb: ['پەتاتە، پەتاتا', 'بسکیت، بیسکویت'],
  },
  socialLinks: {
    facebook: 'https://www.facebook.com/hawlerfoods',
    instagram: 'https://www.instagram.com/hawlerfoods',
    youtube: 'https://www.youtube.com/@hawlerfoods',
    linkedin: 'https://www.linkedin.com/company/hawlerfoods',
  },
}

export const categorySettings: PageSettingsSeed = {
  heading: {
    en: 'Our products',
    ar: 'منتجاتنا',
    ckb: 'بەرهەمەکانمان',
  },
  intro: {
    en: 'Golden chips, crisp biscuits and freshly roasted nuts, made in Erbil for every moment of your day.',
    ar: 'رقائق ذهبية وبسكويت مقرمش ومكسرات محمّصة طازجة، نصنعها في أربيل لكل لحظة من يومك.',
    ckb: 'چیپسی زێڕین، بسکیتی خۆش و چەرەزی تازە برژاو، کە لە هەولێر بۆ هەموو ساتێکی ڕۆژەکەت دروست کراون.',
  },
  banner: {
    key: 'banner-products',
    kind: 'pack',
    pack: 'bag',
    food: 'chips',
    name: { en: 'Classic Salted Potato Chips', ar: 'رقائق البطاطس المملّحة الكلاسيكية' },
    palette: ['#FFF1DC', '#F2A900'],
    alt: {
      en: 'A golden bag of Hawler potato chips with a bowl of chips beside it',
      ar: 'كيس ذهبي من رقائق البطاطس من هولير وبجانبه وعاء من الرقائق',
      ckb: 'پاکەتێکی زێڕینی چیپسی پەتاتەی هەولێر و قاپێک چیپس لە تەنیشتی',
    },
  },
}

export const recipeSettings: PageSettingsSeed = {
  heading: {
    en: 'Recipes',
    ar: 'وصفات',
    ckb: 'ڕەچەتەکان',
  },
  intro: {
    en: 'Easy, delicious ideas for cooking with our snacks and sharing with the people you love.',
    ar: 'أفكار سهلة ولذيذة للطهي بوجباتنا الخفيفة ومشاركتها مع من تحب.',
    ckb: 'بیرۆکەی ئاسان و بەتام بۆ چێشت لێنان بە خواردەمەنییە سووکەکانمان و بەشکردنیان لەگەڵ ئەوانەی خۆشت دەوێن.',
  },
  banner: {
    key: 'banner-recipes',
    kind: 'dish',
    dish: 'family-table',
    palette: ['#FCE4E4', '#C62828'],
    alt: {
      en: 'A table laid with rice, salad and chicken made with Hawler Foods snacks',
      ar: 'مائدة عليها أرز وسلطة ودجاج محضّرة بوجبات أغذية هولير الخفيفة',
      ckb: 'سفرەیەک بە برنج و زەڵاتە و مریشک کە بە سووکەخواردنەکانی خۆراکی هەولێر ئامادە کراون',
    },
  },
}

export const healthCareSettings: PageSettingsSeed = {
  heading: {
    en: 'Health & care',
    ar: 'الصحة والعناية',
    ckb: 'تەندروستی و چاودێری',
  },
  intro: {
    en: 'Practical advice on balanced snacking, good nutrition and healthy habits for the whole family.',
    ar: 'نصائح عملية حول تناول الوجبات الخفيفة باعتدال والتغذية السليمة والعادات الصحية لجميع أفراد العائلة.',
    ckb: 'ئامۆژگاریی بەسوود دەربارەی خواردنی هاوسەنگ، خۆراکی باش و خووی تەندروست بۆ هەموو ئەندامانی خێزان.',
  },
  banner: {
    key: 'banner-health-care',
    kind: 'dish',
    dish: 'fresh-herbs',
    palette: ['#EAF4E4', '#2E7D32'],
    alt: {
      en: 'Fresh herb leaves and lemon slices on a wooden board',
      ar: 'أوراق أعشاب طازجة وشرائح ليمون على لوح خشبي',
      ckb: 'گەڵای سەوزەی تازە و پارچە لیمۆ لەسەر تەختەیەکی دار',
    },
  },
}
