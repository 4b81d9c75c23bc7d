import type { HealthCareSeed } from './types.ts'

export const healthCare: HealthCareSeed[] = [
  {
    slug: 'balanced-snacking-for-children',
    title: {
      en: 'Balanced snacking for growing children',
      ar: 'وجبات خفيفة متوازنة للأطفال في مرحلة النمو',
      ckb: 'سووکەخواردنی هاوسەنگ بۆ منداڵانی لە تەمەنی گەشەکردندا',
    },
    description: {
      en: [
        'Snacks can be part of a healthy day when they come in the right amount at the right time. We help families plan small portions between meals, paired with fruit, yoghurt or a glass of milk.',
        'Our nuts and seeds bring protein and good fats, our biscuits give steady energy for school and play, and our small snack packs make it easy to enjoy without overdoing it.',
        'Water instead of sugary drinks, meals together at the table and snacks that never replace breakfast: simple habits that make a big difference.',
      ],
      ar: [
        'يمكن للوجبات الخفيفة أن تكون جزءاً من يوم صحي عندما تُتناول بالكمية المناسبة وفي الوقت المناسب. نساعد العائلات على تنظيم حصص صغيرة بين الوجبات، إلى جانب الفاكهة أو اللبن أو كوب من الحليب.',
        'تمنح مكسراتنا وبذورنا البروتين والدهون المفيدة، ويوفّر بسكويتنا طاقة متوازنة للمدرسة واللعب، أما عبواتنا الصغيرة فتجعل الاستمتاع سهلاً دون إفراط.',
        'الماء بدلاً من المشروبات المحلّاة، والوجبات معاً حول المائدة، ووجبات خفيفة لا تحلّ أبداً محلّ الفطور: عادات بسيطة تصنع فرقاً كبيراً.',
      ],
      ckb: [
        'سووکەخواردن دەتوانێت بەشێک بێت لە ڕۆژێکی تەندروست، کاتێک بە بڕی گونجاو و لە کاتی گونجاودا بخورێت. ئێمە یارمەتی خێزانەکان دەدەین بۆ ڕێکخستنی بەشی بچووک لە نێوان ژەمەکاندا، لەگەڵ میوە، ماست یان پەرداخێک شیر.',
        'چەرەز و تۆوەکانمان پرۆتین و چەوری سوودبەخش دەبەخشن، بسکیتەکانمان وزەیەکی هاوسەنگ بۆ قوتابخانە و یاری دابین دەکەن، و پاکەتە بچووکەکانمان چێژوەرگرتن بێ زیادەڕەوی ئاسان دەکەن.',
        'ئاو لە جیاتی خواردنەوەی شیرین، ژەمی پێکەوە لەسەر سفرە، و سووکەخواردنێک کە هەرگیز جێگەی نانی بەیانی ناگرێتەوە: خووی سادە کە جیاوازییەکی گەورە دروست دەکەن.',
      ],
    },
    designSubTitle: {
      en: 'Good habits start early',
      ar: 'العادات الجيدة تبدأ مبكراً',
      ckb: 'خووی باش لە منداڵییەوە دەست پێ دەکات',
    },
    designDescription: {
      en: 'Small portions, smart pairings and a little planning turn snack time into a healthy moment for the whole family.',
      ar: 'حصص صغيرة وتركيبات ذكية وقليل من التخطيط تجعل وقت الوجبة الخفيفة لحظة صحية للعائلة كلها.',
      ckb: 'بەشی بچووک، تێکەڵکردنی ژیرانە و کەمێک پلاندانان، کاتی سووکەخواردن دەکەنە ساتێکی تەندروست بۆ هەموو خێزان.',
    },
    pictures: [
      {
        key: 'health-balanced-snacking-for-children',
        kind: 'dish',
        dish: 'lunch-box',
        palette: ['#FCE4E4', '#C62828'],
        alt: {
          en: 'A lunch box with apple slices, almonds, carrot sticks and a small bag of chips',
          ar: 'علبة غداء فيها شرائح تفاح ولوز وأصابع جزر وكيس صغير من الرقائق',
          ckb: 'قوتووی نانی نیوەڕۆ بە پارچە سێو و بادەم و گێزەر و پاکەتێکی بچووکی چیپس',
        },
      },
    ],
  },
  {
    slug: 'less-salt-no-trans-fats',
    title: {
      en: 'Less salt, no trans fats',
      ar: 'ملح أقل ومن دون دهون متحوّلة',
      ckb: 'خوێی کەمتر، بێ چەوری ترانس',
    },
    description: {
      en: [
        'Over the past years we have reduced the salt in our chips, corn puffs and roasted nuts step by step, so the flavour stays full while every bag is lighter on sodium.',
        'We fry in sunflower oil and use no partially hydrogenated fats in any of our recipes. Our biscuits and wafers are baked with carefully chosen fats, and we print the nutrition values clearly on every pack.',
        'Our food technologists test every change in our own laboratory in Erbil, because a better recipe still has to taste like Hawler Foods.',
      ],
      ar: [
        'خلال السنوات الماضية خفّضنا كمية الملح في رقائق البطاطا ومقرمشات الذرة والمكسرات المحمّصة خطوةً بعد خطوة، ليبقى الطعم غنياً بينما يحتوي كل كيس على صوديوم أقل.',
        'نقلي منتجاتنا بزيت دوّار الشمس، ولا نستخدم أي دهون مهدرجة جزئياً في أيٍّ من وصفاتنا. نخبز البسكويت والويفر بدهون مختارة بعناية، ونطبع القيم الغذائية بوضوح على كل عبوة.',
        'يختبر خبراء تقنية الأغذية لدينا كل تعديل في مختبرنا الخاص في أربيل، لأن الوصفة الأفضل يجب أن تحافظ على مذاق أغذية هولير.',
      ],
      ckb: [
        'لە ماوەی ساڵانی ڕابردوودا، هەنگاو بە هەنگاو بڕی خوێمان لە چیپس، پفکی گەنمەشامی و چەرەزی برژاودا کەم کردۆتەوە، بۆ ئەوەی تام هەر پڕ بمێنێتەوە و هەر پاکەتێک سۆدیۆمی کەمتری تێدا بێت.',
        'بە ڕۆنی گوڵەبەڕۆژە سوور دەکەینەوە و لە هیچ کام لە ڕەچەتەکانماندا چەوری نیوە هایدرۆجینکراو بەکار ناهێنین. بسکیت و وەیفەرەکانمان بە چەورییەکی بە وردی هەڵبژێردراو دەبرژێنین، و بەهای خۆراکی بە ڕوونی لەسەر هەموو پاکەتێک چاپ دەکەین.',
        'پسپۆڕانی تەکنەلۆژیای خۆراکمان هەموو گۆڕانکارییەک لە تاقیگەی خۆمان لە هەولێر تاقی دەکەنەوە، چونکە ڕەچەتەی باشتریش دەبێت هەر تامی خۆراکی هەولێری هەبێت.',
      ],
    },
    designSubTitle: {
      en: 'Better recipes, the same great taste',
      ar: 'وصفات أفضل والمذاق الرائع نفسه',
      ckb: 'ڕەچەتەی باشتر، هەمان تامی خۆش',
    },
    designDescription: {
      en: 'We keep reducing salt and have removed trans fats, without giving up the crunch and flavour you love.',
      ar: 'نواصل تقليل الملح وتخلّصنا من الدهون المتحوّلة، دون التخلّي عن القرمشة والنكهة التي تحبّونها.',
      ckb: 'بەردەوامین لە کەمکردنەوەی خوێ و چەوری ترانسمان لابردووە، بێ ئەوەی واز لەو قرچە و تامە بهێنین کە خۆشتان دەوێت.',
    },
    pictures: [
      {
        key: 'health-less-salt-no-trans-fats',
        kind: 'dish',
        dish: 'less-salt',
        palette: ['#FDEBD0', '#E65100'],
        alt: {
          en: 'A plate of baked chips with yogurt and lemon, the salt shaker set aside',
          ar: 'طبق من الرقائق المخبوزة مع اللبن والليمون، والملّاحة جانبًا',
          ckb: 'قاپێک چیپسی برژاو لەگەڵ ماست و لیمۆ، و خوێدانەکە لە لایەکەوە',
        },
      },
    ],
  },
  {
    slug: 'sustainable-packaging-and-recycling',
    title: {
      en: 'Sustainable packaging and recycling',
      ar: 'تغليف مستدام وإعادة تدوير',
      ckb: 'بەستەبەندی بەردەوام و دووبارە بەکارهێنانەوە',
    },
    description: {
      en: [
        'Packaging keeps our snacks fresh and crisp, but it should not weigh on the land we live on. We have made our bags lighter, and our shipping cartons are made from recycled cardboard printed with water-based inks.',
        'Together with collectors in Erbil we run a recycling programme for the cardboard and plastic film from our factory, and every year less of our production waste goes to landfill.',
        'Our next goal: packs that are easier to separate and recycle at home, with clear instructions printed on them.',
      ],
      ar: [
        'يحافظ التغليف على طزاجة وجباتنا الخفيفة وقرمشتها، لكن لا ينبغي أن يُثقل كاهل الأرض التي نعيش عليها. لذلك جعلنا أكياسنا أخفّ وزناً، وأصبحت كراتين الشحن لدينا مصنوعة من الكرتون المعاد تدويره ومطبوعة بأحبار مائية.',
        'بالتعاون مع جامعي المواد القابلة للتدوير في أربيل، ندير برنامجاً لإعادة تدوير الكرتون والأغلفة البلاستيكية من مصنعنا، وتقلّ كل عام كمية نفايات الإنتاج التي تذهب إلى المكبّات.',
        'هدفنا التالي: عبوات يسهل فرزها وإعادة تدويرها في المنزل، مع إرشادات واضحة مطبوعة عليها.',
      ],
      ckb: [
        'بەستەبەندی سووکەخواردنەکانمان تازە و قرچ دەهێڵێتەوە، بەڵام نابێت ببێتە بارێک لەسەر شانی ئەو خاکەی لەسەری دەژین. بۆیە پاکەتەکانمان سووکتر کردووە، و کارتۆنەکانی ناردنمان لە کارتۆنی دووبارە بەکارهێنراوە دروست دەکرێن و بە مەرەکەبی ئاوی چاپ دەکرێن.',
        'بە هاوکاری لەگەڵ کۆکەرەوانی پاشماوە لە هەولێر، بەرنامەیەکی دووبارە بەکارهێنانەوە بۆ کارتۆن و نایلۆنی کارگەکەمان بەڕێوە دەبەین، و هەموو ساڵێک بڕێکی کەمتر لە پاشماوەی بەرهەمهێنانمان دەچێتە شوێنی فڕێدانی خاشاک.',
        'ئامانجی داهاتوومان: پاکەتێک کە جیاکردنەوە و دووبارە بەکارهێنانەوەی لە ماڵەوە ئاسانتر بێت، لەگەڵ ڕێنمایی ڕوون کە لەسەری چاپ کرابێت.',
      ],
    },
    designSubTitle: {
      en: 'Fresh for you, lighter for the land',
      ar: 'طازج لكم وأخفّ على الأرض',
      ckb: 'تازە بۆ ئێوە، سووکتر بۆ خاک',
    },
    designDescription: {
      en: 'Lighter bags, recycled cartons and a recycling programme in our factory: this is how we shrink the footprint of every snack.',
      ar: 'أكياس أخفّ وكراتين معاد تدويرها وبرنامج لإعادة التدوير في مصنعنا: هكذا نقلّل الأثر البيئي لكل وجبة خفيفة.',
      ckb: 'پاکەتی سووکتر، کارتۆنی دووبارە بەکارهێنراوە و بەرنامەی دووبارە بەکارهێنانەوە لە کارگەکەماندا: بەم شێوەیە شوێنپێی ژینگەیی هەر سووکەخواردنێک کەم دەکەینەوە.',
    },
    pictures: [
      {
        key: 'health-sustainable-packaging-and-recycling',
        kind: 'scene',
        scene: 'recycling',
        palette: ['#EAF4E4', '#2E7D32'],
        alt: {
          en: 'Snack packs going into a green recycling bin, with a recycling sign and leaves',
          ar: 'عبوات وجبات خفيفة توضع في حاوية إعادة تدوير خضراء، مع شعار إعادة التدوير وأوراق خضراء',
          ckb: 'پاکەتی سووکەخواردن دەخرێنە ناو سەتڵێکی سەوزی ڕیسایکلینگەوە، لەگەڵ نیشانەی ڕیسایکلینگ و گەڵای سەوز',
        },
      },
    ],
  },
  {
    slug: 'supporting-local-farmers',
    title: {
      en: 'Supporting local farmers and water-wise farming',
      ar: 'دعم المزارعين المحليين والزراعة الموفّرة للمياه',
      ckb: 'پشتگیری لە جووتیارانی ناوخۆیی و پاراستنی ئاو لە کشتوکاڵدا',
    },
    description: {
      en: [
        'Much of what goes into our snacks grows on the plains around Erbil and across the Kurdistan Region: potatoes, sunflowers, wheat, sesame and pumpkins. Buying from local farmers keeps our ingredients fresh and keeps value in the region.',
        'Water is precious here. Together with agricultural engineers we help our partner farms move to drip irrigation and plant in the right season, so every litre brings a bigger harvest.',
        'We agree prices before planting and pay on time, so farming families can plan their season with confidence.',
      ],
      ar: [
        'ينمو جزء كبير من مكوّنات وجباتنا الخفيفة في السهول المحيطة بأربيل وفي أنحاء إقليم كوردستان: البطاطا ودوّار الشمس والقمح والسمسم واليقطين. ويحافظ شراؤنا من المزارعين المحليين على طزاجة مكوّناتنا ويُبقي القيمة داخل المنطقة.',
        'الماء ثمين هنا. بالتعاون مع مهندسين زراعيين ندعم المزارع الشريكة في الانتقال إلى الري بالتنقيط والزراعة في الموسم المناسب، ليمنح كل لتر محصولاً أوفر.',
        'نتّفق على الأسعار قبل الزراعة وندفع في الموعد، لتتمكّن العائلات الزراعية من التخطيط لموسمها بثقة.',
      ],
      ckb: [
        'بەشێکی زۆری ئەو کەرەستانەی دەچنە ناو سووکەخواردنەکانمانەوە، لە دەشتەکانی دەوروبەری هەولێر و سەرانسەری هەرێمی کوردستان دەڕوێن: پەتاتە، گوڵەبەڕۆژە، گەنم، کونجی و کولەکە. کڕین لە جووتیارانی ناوخۆیی کەرەستەکانمان تازە دەهێڵێتەوە و داهاتیش لەناو هەرێمدا دەمێنێتەوە.',
        'ئاو لێرە زۆر بەنرخە. بە هاوکاری ئەندازیارانی کشتوکاڵ، یارمەتی کێڵگە هاوبەشەکانمان دەدەین بۆ ئەوەی بچنە سەر ئاودێری دڵۆپەیی و لە وەرزی گونجاودا بچێنن، تاکو هەر لیترێک ئاو بەرووبوومی زیاتر بدات.',
        'پێش چاندن لەسەر نرخەکان ڕێک دەکەوین و لە کاتی خۆیدا پارە دەدەین، بۆ ئەوەی خێزانە جووتیارەکان بە متمانەوە پلانی وەرزەکەیان دابنێن.',
      ],
    },
    designSubTitle: {
      en: "Rooted in Kurdistan's fields",
      ar: 'جذورنا في حقول كوردستان',
      ckb: 'ڕەگمان لە کێڵگەکانی کوردستاندایە',
    },
    designDescription: {
      en: 'Fair, long-term partnerships with local growers and smarter use of water keep our ingredients close to home.',
      ar: 'شراكات عادلة وطويلة الأمد مع المزارعين المحليين واستخدام أذكى للمياه تُبقي مكوّناتنا قريبة من الوطن.',
      ckb: 'هاوبەشیی دادپەروەرانە و درێژخایەن لەگەڵ جووتیارانی ناوخۆیی و بەکارهێنانی ژیرانەتری ئاو، کەرەستەکانمان نزیک لە ماڵەوە دەهێڵنەوە.',
    },
    pictures: [
      {
        key: 'health-supporting-local-farmers',
        kind: 'scene',
        scene: 'farmers',
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'Farmers in a golden wheat field on the Erbil plain',
          ar: 'مزارعون في حقل قمح ذهبي في سهل أربيل',
          ckb: 'جووتیاران لە کێڵگەیەکی گەنمی زێڕین لە دەشتی هەولێر',
        },
      },
    ],
  },
]
