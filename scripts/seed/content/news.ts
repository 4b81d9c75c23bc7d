import type { NewsSeed } from './types.ts'

export const news: NewsSeed[] = [
  {
    slug: 'hawler-foods-celebrates-80-years',
    title: {
      en: 'Eighty Years of Flavour: Hawler Foods Celebrates Its 80th Anniversary',
      ar: 'ثمانون عامًا من النكهة: أغذية هولير تحتفل بذكراها الثمانين',
      ckb: 'هەشتا ساڵ لە تام و چێژ: خۆراکی هەولێر یادی هەشتا ساڵەی دامەزراندنی دەکاتەوە',
    },
    description: {
      en: [
        'In 1944 a small family bakery opened its doors in Erbil. Eighty years later, Hawler Foods marked the anniversary with our employees, partners and neighbours at our home on Kirkuk Road.',
        'The celebration honoured three generations of bakers, roasters and packers whose care goes into every bag and box. We also shared our plans for the years ahead: new flavours, cleaner production and more of Erbil’s taste on tables far beyond Iraq.',
      ],
      ar: [
        'في عام 1944 فتح مخبز عائلي صغير أبوابه في أربيل. وبعد ثمانين عامًا، احتفلت أغذية هولير بهذه المناسبة مع موظفيها وشركائها وجيرانها في مقرّها على طريق كركوك.',
        'كرّم الاحتفال ثلاثة أجيال من الخبّازين والمحمّصين وعمّال التعبئة الذين يضعون عنايتهم في كل كيس وعلبة. كما شاركنا خططنا للسنوات المقبلة: نكهات جديدة، وإنتاج أنظف، وحضور أوسع لمذاق أربيل على الموائد خارج العراق.',
      ],
      ckb: [
        'لە ساڵی 1944دا نانەواخانەیەکی بچووکی خێزانی لە هەولێر دەرگاکانی کردەوە. هەشتا ساڵ دواتر، خۆراکی هەولێر لەگەڵ کارمەندان و هاوبەشان و دراوسێکانی، لە بارەگاکەی لەسەر ڕێگای کەرکووک، ئاهەنگی بۆ ئەم یادە گێڕا.',
        'ئاهەنگەکە ڕێزی لە سێ نەوە لە نانەوا و برژێنەر و کرێکارانی پاکەتکردن گرت، کە گرنگیپێدانیان لە هەموو کیسە و قوتوویەکدا دیارە. هەروەها پلانەکانمان بۆ ساڵانی داهاتوو خستەڕوو: تامی نوێ، بەرهەمهێنانی پاکتر و گەیاندنی تامی هەولێر بۆ سفرەکانی دەرەوەی عێراق.',
      ],
    },
    publishedAt: '2024-05-20T09:00:00.000Z',
    pictures: [
      {
        key: 'news-hawler-foods-celebrates-80-years',
        kind: 'scene',
        scene: 'anniversary',
        palette: ['#FFF1DC', '#C62828'],
        alt: {
          en: 'Employees and guests celebrating the 80th anniversary',
          ar: 'موظفون وضيوف يحتفلون بالذكرى الثمانين',
          ckb: 'کارمەندان و میوانان ئاهەنگی یادی هەشتا ساڵە دەگێڕن',
        },
      },
      {
        key: 'news-hawler-foods-celebrates-80-years-2',
        kind: 'scene',
        scene: 'old-shop',
        palette: ['#FCE4E4', '#F2A900'],
        alt: {
          en: 'The first Hawler Foods shop of 1944, with sacks of nuts at its door',
          ar: 'أول متجر لأغذية هولير عام 1944، وأكياس المكسرات عند بابه',
          ckb: 'یەکەم دوکانی خۆراکی هەولێر لە ساڵی 1944، بە گونیە چەرەز لە بەردەم دەرگاکەیدا',
        },
      },
    ],
  },
  {
    slug: 'new-production-line-in-erbil',
    title: {
      en: 'A New Production Line Opens at Our Erbil Factory',
      ar: 'افتتاح خط إنتاج جديد في مصنعنا بأربيل',
      ckb: 'هێڵێکی نوێی بەرهەمهێنان لە کارگەکەمان لە هەولێر کرایەوە',
    },
    description: {
      en: [
        'Our factory on Kirkuk Road now has a new, fully automated line for potato chips and corn snacks. It doubles our daily output while keeping the gentle frying and careful seasoning our customers know and love.',
        'The new line uses less energy and water than the one it replaces, and it has created more than forty new jobs for young people from Erbil and the surrounding towns.',
      ],
      ar: [
        'أصبح لمصنعنا على طريق كركوك خط جديد مؤتمت بالكامل لرقائق البطاطس ووجبات الذرة الخفيفة. يضاعف هذا الخط إنتاجنا اليومي مع الحفاظ على القلي الهادئ والتتبيل المتقن الذي يعرفه زبائننا ويحبّونه.',
        'يستهلك الخط الجديد طاقة ومياهًا أقل من الخط الذي حلّ محلّه، وقد وفّر أكثر من أربعين فرصة عمل جديدة لشباب أربيل والبلدات المحيطة بها.',
      ],
      ckb: [
        'کارگەکەمان لەسەر ڕێگای کەرکووک ئێستا هێڵێکی نوێی تەواو ئۆتۆماتیکی بۆ چیپسی پەتاتە و سووکەخۆراکی گەنمەشامی هەیە. ئەم هێڵە بەرهەمی ڕۆژانەمان دوو هێندە دەکات، لە هەمان کاتدا ئەو سوورکردنەوە نەرمە و بەهارات تێکردنە وردە دەپارێزێت کە کڕیارانمان دەیناسن و حەزی لێدەکەن.',
        'هێڵە نوێیەکە وزە و ئاوی کەمتر لە هێڵە کۆنەکە بەکاردەهێنێت، و زیاتر لە چل هەلی کاری نوێی بۆ گەنجانی هەولێر و شارۆچکەکانی دەوروبەری ڕەخساندووە.',
      ],
    },
    publishedAt: '2024-10-08T09:00:00.000Z',
    pictures: [
      {
        key: 'news-new-production-line-in-erbil',
        kind: 'scene',
        scene: 'production-line',
        palette: ['#FDEBD0', '#8D5524'],
        alt: {
          en: 'The new production line at the Erbil factory',
          ar: 'خط الإنتاج الجديد في مصنع أربيل',
          ckb: 'هێڵە نوێیەکەی بەرهەمهێنان لە کارگەی هەولێر',
        },
      },
    ],
  },
  {
    slug: 'iso-22000-food-safety-certification',
    title: {
      en: 'Hawler Foods Earns ISO 22000 Food Safety Certification',
      ar: 'أغذية هولير تحصل على شهادة ISO 22000 لسلامة الغذاء',
      ckb: 'خۆراکی هەولێر بڕوانامەی ISO 22000ی سەلامەتی خۆراکی بەدەستهێنا',
    },
    description: {
      en: [
        'After a year of preparation and a thorough independent audit, our Erbil factory has been certified to ISO 22000, the international standard for food safety management.',
        'The certificate covers every step, from receiving potatoes, nuts and flour to roasting, baking, packing and storage. For families in Iraq and our partners in Europe, it is one more reason to trust every snack that carries our name.',
      ],
      ar: [
        'بعد عام من التحضير وتدقيق مستقل شامل، حصل مصنعنا في أربيل على شهادة ISO 22000، وهي المعيار الدولي لإدارة سلامة الغذاء.',
        'تشمل الشهادة كل مرحلة، من استلام البطاطس والمكسرات والطحين إلى التحميص والخَبز والتعبئة والتخزين. وهي للعائلات في العراق ولشركائنا في أوروبا سبب إضافي للثقة بكل وجبة خفيفة تحمل اسمنا.',
      ],
      ckb: [
        'دوای ساڵێک خۆئامادەکردن و پشکنینێکی سەربەخۆی ورد، کارگەکەمان لە هەولێر بڕوانامەی ISO 22000ی وەرگرت، کە ستانداردی نێودەوڵەتییە بۆ بەڕێوەبردنی سەلامەتی خۆراک.',
        'ئەم بڕوانامەیە هەموو قۆناغێک دەگرێتەوە، لە وەرگرتنی پەتاتە و چەرەز و ئاردەوە تا برژاندن، دروستکردنی بیسکیت، پاکەتکردن و هەڵگرتن. بۆ خێزانەکان لە عێراق و هاوبەشەکانمان لە ئەورووپا، ئەمە هۆیەکی ترە بۆ متمانەکردن بە هەر سووکەخۆراکێک کە ناوی ئێمەی لەسەرە.',
      ],
    },
    publishedAt: '2025-02-17T09:00:00.000Z',
    pictures: [
      {
        key: 'news-iso-22000-food-safety-certification',
        kind: 'scene',
        scene: 'laboratory',
        palette: ['#EAF4E4', '#2E7D32'],
        alt: {
          en: 'A quality technician at the laboratory bench beside a green food-safety seal',
          ar: 'فنّي جودة عند طاولة المختبر بجانب ختم أخضر لسلامة الغذاء',
          ckb: 'تەکنیکارێکی کوالیتی لە تاقیگەدا لە تەنیشت مۆرێکی سەوزی سەلامەتی خۆراک',
        },
      },
      {
        key: 'news-iso-22000-food-safety-certification-2',
        kind: 'scene',
        scene: 'production-line',
        palette: ['#FFF1DC', '#2E7D32'],
        alt: {
          en: 'The clean, certified production hall in Erbil',
          ar: 'قاعة الإنتاج النظيفة والمعتمدة في أربيل',
          ckb: 'هۆڵی بەرهەمهێنانی پاک و پەسەندکراو لە هەولێر',
        },
      },
    ],
  },
  {
    slug: 'first-shipment-to-germany',
    title: {
      en: 'Our First Shipment Arrives in Germany',
      ar: 'وصول أول شحنة لنا إلى ألمانيا',
      ckb: 'یەکەم بارەکەمان گەیشتە ئەڵمانیا',
    },
    description: {
      en: [
        'A container of Hawler Foods snacks has reached Hamburg, our first shipment to Germany. On board are date-filled biscuits, sesame tea biscuits, lemon-salted pistachios and sumac and onion potato chips.',
        'The products will be sold through Middle Eastern grocers and specialist food shops in several German cities, bringing a taste of home to the Iraqi and Kurdish community and a delicious new flavour to everyone else.',
      ],
      ar: [
        'وصلت حاوية من منتجات أغذية هولير إلى هامبورغ، في أول شحنة لنا إلى ألمانيا. وتضمّ بسكويت التمر، وبسكويت الشاي بالسمسم، والفستق المملّح بالليمون، ورقائق البطاطس بالسماق والبصل.',
        'ستُباع المنتجات في متاجر المواد الغذائية الشرقية والمحلات المتخصصة في عدد من المدن الألمانية، لتحمل طعم الوطن إلى الجالية العراقية والكردية، ونكهة جديدة شهية إلى الجميع.',
      ],
      ckb: [
        'کۆنتەینەرێک لە سووکەخۆراکەکانی خۆراکی هەولێر گەیشتە هامبورگ، کە یەکەم بارمانە بۆ ئەڵمانیا. بیسکیتی خورما، بیسکیتی چای بە کونجی، پستەی خوێدار بە لیمۆ و چیپسی پەتاتەی سوماق و پیاز لەخۆدەگرێت.',
        'بەرهەمەکان لە فرۆشگاکانی خۆراکی ڕۆژهەڵاتی و دوکانە تایبەتەکان لە چەند شارێکی ئەڵمانیادا دەفرۆشرێن، تامی نیشتمان بۆ کۆمەڵگای عێراقی و کوردی دەبەن و تامێکی نوێ و خۆشیش بە هەمووان دەناسێنن.',
      ],
    },
    publishedAt: '2025-06-12T09:00:00.000Z',
    pictures: [
      {
        key: 'news-first-shipment-to-germany',
        kind: 'scene',
        scene: 'shipment',
        palette: ['#FDEBD0', '#8D5524'],
        alt: {
          en: 'Boxes of Hawler Foods snacks ready for export',
          ar: 'صناديق من منتجات أغذية هولير جاهزة للتصدير',
          ckb: 'قوتووی سووکەخۆراکی خۆراکی هەولێر ئامادە بۆ هەناردەکردن',
        },
      },
      {
        key: 'news-first-shipment-to-germany-2',
        kind: 'scene',
        scene: 'shipment',
        palette: ['#FFF1DC', '#C62828'],
        alt: {
          en: 'A stacked shipment of snack boxes',
          ar: 'شحنة من علب الوجبات الخفيفة المرصوصة',
          ckb: 'بارێک لە قوتووی سووکەخۆراکی ڕیزکراو',
        },
      },
    ],
  },
  {
    slug: 'trade-fair-in-cologne',
    title: {
      en: 'Meeting Europe’s Food Buyers at a Trade Fair in Cologne',
      ar: 'لقاء مشتري الأغذية الأوروبيين في معرض تجاري بمدينة كولونيا',
      ckb: 'دیدار لەگەڵ کڕیارانی خۆراکی ئەورووپا لە پێشانگایەکی بازرگانی لە کۆلۆن',
    },
    description: {
      en: [
        'This October our team travelled to Cologne, Germany, for one of Europe’s largest food and beverage trade fairs. At our stand, visitors tasted cardamom vanilla wafers, roasted almonds and our spicy pepper corn puffs.',
        'We met importers and retailers from Germany, the Netherlands, Sweden and the United Kingdom, and we came home to Erbil with new partners and plenty of ideas for flavours that travel well.',
      ],
      ar: [
        'في شهر تشرين الأول سافر فريقنا إلى مدينة كولونيا الألمانية للمشاركة في واحد من أكبر معارض الأغذية والمشروبات في أوروبا. وفي جناحنا تذوّق الزوار الويفر بالهيل والفانيليا، واللوز المحمّص، ونفخات الذرة بالفلفل الحار.',
        'التقينا بمستوردين وتجار تجزئة من ألمانيا وهولندا والسويد والمملكة المتحدة، وعدنا إلى أربيل بشركاء جدد وأفكار كثيرة لنكهات تعبر الحدود بسهولة.',
      ],
      ckb: [
        'لە مانگی تشرینی یەکەمدا تیمەکەمان گەشتی کرد بۆ شاری کۆلۆن لە ئەڵمانیا، بۆ بەشداریکردن لە یەکێک لە گەورەترین پێشانگاکانی خۆراک و خواردنەوە لە ئەورووپا. لە پاڤیلیۆنەکەماندا، سەردانکەران تامی وەیفەری هێل و ڤانیلیا، بادەمی برژاو و پفی گەنمەشامی بە بیبەری تیژیان کرد.',
        'لەگەڵ هاوردەکاران و فرۆشیاران لە ئەڵمانیا، هۆڵەندا، سوید و بەریتانیا کۆبووینەوە، و بە هاوبەشی نوێ و چەندین بیرۆکە بۆ تامی گونجاو بۆ بازاڕە دوورەکان گەڕاینەوە هەولێر.',
      ],
    },
    publishedAt: '2025-10-14T09:00:00.000Z',
    pictures: [
      {
        key: 'news-trade-fair-in-cologne',
        kind: 'scene',
        scene: 'trade-fair',
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'Visitors tasting snacks at the Hawler Foods stand',
          ar: 'زوار يتذوقون الوجبات الخفيفة في جناح أغذية هولير',
          ckb: 'سەردانکەران تامی سووکەخۆراک دەکەن لە پاڤیلیۆنی خۆراکی هەولێر',
        },
      },
    ],
  },
  {
    slug: 'growing-together-farmers-programme',
    title: {
      en: 'Growing Together: A New Programme for Farmers in the Kurdistan Region',
      ar: 'ننمو معًا: برنامج جديد لدعم المزارعين في إقليم كردستان',
      ckb: 'پێکەوە گەشە دەکەین: بەرنامەیەکی نوێ بۆ جووتیارانی هەرێمی کوردستان',
    },
    description: {
      en: [
        'Good snacks start in good fields. Our new Growing Together programme supports more than two hundred potato, sunflower and pumpkin farmers on the Erbil plain and in the Harir and Shaqlawa valleys.',
        'Farmers receive quality seed, free training in water-saving irrigation and soil care, and a guaranteed price agreed before planting. In return, our factory gets fresh local crops, and more of the value of every bag stays in the region’s villages.',
      ],
      ar: [
        'الوجبة الخفيفة الطيبة تبدأ من حقل طيب. يدعم برنامجنا الجديد «ننمو معًا» أكثر من مئتي مزارع للبطاطس وعبّاد الشمس واليقطين في سهل أربيل ووادي حرير وشقلاوة.',
        'يحصل المزارعون على بذور عالية الجودة، وتدريب مجاني على الري الموفّر للمياه والعناية بالتربة، وسعر مضمون يُتّفق عليه قبل الزراعة. وفي المقابل يحصل مصنعنا على محاصيل محلية طازجة، ويبقى جزء أكبر من قيمة كل كيس في قرى الإقليم.',
      ],
      ckb: [
        'سووکەخۆراکی باش لە کێڵگەی باشەوە دەست پێدەکات. بەرنامە نوێیەکەمان «پێکەوە گەشە دەکەین» پشتگیری زیاتر لە دووسەد جووتیاری پەتاتە و گوڵەبەڕۆژە و کولەکە دەکات لە دەشتی هەولێر و دۆڵەکانی حەریر و شەقڵاوە.',
        'جووتیاران تۆوی باش، ڕاهێنانی بێبەرامبەر لەسەر ئاودێری بە ئاوی کەمتر و پاراستنی خاک، و نرخێکی زامنکراو وەردەگرن کە پێش چاندن لەسەری ڕێکدەکەوین. لە بەرامبەردا، کارگەکەمان بەروبوومی تازەی ناوخۆیی وەردەگرێت، و بەشێکی زیاتری بەهای هەر کیسەیەک لە گوندەکانی هەرێمدا دەمێنێتەوە.',
      ],
    },
    publishedAt: '2026-04-22T09:00:00.000Z',
    pictures: [
      {
        key: 'news-growing-together-farmers-programme',
        kind: 'scene',
        scene: 'wheat-field',
        palette: ['#EAF4E4', '#F2A900'],
        alt: {
          en: 'Golden fields on the Erbil plain',
          ar: 'حقول ذهبية في سهل أربيل',
          ckb: 'کێڵگە زێڕینەکانی دەشتی هەولێر',
        },
      },
      {
        key: 'news-growing-together-farmers-programme-2',
        kind: 'scene',
        scene: 'farmers',
        palette: ['#EAF4E4', '#2E7D32'],
        alt: {
          en: 'Farmers from the Kurdistan Region taking part in the programme',
          ar: 'مزارعون من إقليم كردستان يشاركون في البرنامج',
          ckb: 'جووتیارانی هەرێمی کوردستان بەشداری لە بەرنامەکەدا دەکەن',
        },
      },
    ],
  },
]
