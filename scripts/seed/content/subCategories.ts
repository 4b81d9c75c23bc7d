import type { SubCategorySeed } from './types.ts'

/** Two sub categories in each of the three categories. */
export const subCategories: SubCategorySeed[] = [
  {
    slug: 'potato-chips',
    category: 'chips-and-crisps',
    title: {
      en: 'Potato Chips',
      ar: 'رقائق البطاطس',
      ckb: 'چیپسی پەتاتە',
    },
    description: {
      en: [
        'Thinly sliced potatoes, fried in sunflower oil until golden and seasoned the moment they leave the fryer. From simple sea salt to tangy sumac and onion, each bag is full of crunch.',
      ],
      ar: [
        'شرائح بطاطس رقيقة تُقلى في زيت دوّار الشمس حتى تصبح ذهبية، وتُتبَّل لحظة خروجها من المقلاة. من ملح البحر البسيط إلى السماق والبصل المنعش، كل كيس مليء بالقرمشة.',
      ],
      ckb: [
        'پەتاتەی تەنک بڕدراو، لە ڕۆنی گوڵەبەڕۆژەدا تا زێڕین دەبێت سوور دەکرێتەوە و هەر کە لە تاوەکە دەردەهێنرێت بەهاراتی تێ دەکرێت. لە خوێی دەریای سادەوە تا سماق و پیازی ترش و بەتام، هەموو پاکەتێک پڕە لە کڕکڕی.',
      ],
    },
  },
  {
    slug: 'corn-snacks',
    category: 'chips-and-crisps',
    title: {
      en: 'Corn Snacks',
      ar: 'مقرمشات الذرة',
      ckb: 'سووکەخواردنی گەنمەشامی',
    },
    description: {
      en: [
        'Light, airy puffs and rings made from golden corn meal and baked rather than fried. Coated in bold pepper spice or rich cheese, they are a favourite with children and grown-ups alike.',
      ],
      ar: [
        'منفوخات وحلقات خفيفة وهشّة مصنوعة من طحين الذرة الذهبي، تُخبز بدلًا من أن تُقلى. مغطاة بتوابل الفلفل الجريئة أو بالجبن الغني، وهي المفضلة لدى الصغار والكبار على حدّ سواء.',
      ],
      ckb: [
        'پفک و ئەڵقەی سووک و پڕ لە هەوا کە لە ئاردی زێڕینی گەنمەشامی دروست دەکرێن و لە جیاتی سوورکردنەوە دەبرژێنرێن. بە بەهاراتی تونی بیبەر یان پەنیری چەور داپۆشراون و منداڵان و گەورەکان وەک یەک حەزیان لێیە.',
      ],
    },
  },
  {
    slug: 'biscuits',
    category: 'biscuits-and-wafers',
    title: {
      en: 'Biscuits',
      ar: 'البسكويت',
      ckb: 'بسکیت',
    },
    description: {
      en: [
        'Golden tea biscuits and soft date-filled rounds, baked with wheat flour, butter and sesame following recipes that have been in our bakery since its early days in Erbil.',
      ],
      ar: ['بسكويت شاي ذهبي وأقراص طرية محشوة بالتمر، تُخبز بدقيق القمح والزبدة والسمسم وفق وصفات رافقت مخبزنا منذ أيامه الأولى في أربيل.'],
      ckb: [
        'بسکیتی زێڕینی چا و بسکیتی نەرمی پڕکراو بە خورما، بە ئاردی گەنم و کەرە و کونجی دەبرژێنرێن، بە پێی ئەو ڕێچکانەی لە سەرەتای دامەزراندنی نانەواخانەکەمانەوە لە هەولێر لەگەڵمانن.',
      ],
    },
  },
  {
    slug: 'wafers',
    category: 'biscuits-and-wafers',
    title: {
      en: 'Wafers',
      ar: 'الويفر',
      ckb: 'وەیفەر',
    },
    description: {
      en: [
        'Crisp, paper-thin wafer sheets layered with smooth cream. Choose rich chocolate and hazelnut, or a fragrant blend of cardamom and vanilla that pairs perfectly with a glass of tea.',
      ],
      ar: [
        'رقائق ويفر مقرمشة ورقيقة كالورق، بطبقات من الكريمة الناعمة. اختر الشوكولاتة الغنية مع البندق، أو مزيج الهيل والفانيليا العطر الذي يناسب كوب الشاي تمامًا.',
      ],
      ckb: [
        'چینی وەیفەری کڕکڕ و تەنک وەک کاغەز، لەگەڵ کرێمی نەرم لە نێوانیاندا. شوکولاتەی چڕ لەگەڵ فندق هەڵبژێرە، یان تێکەڵەی بۆنخۆشی هێل و ڤانیلیا کە زۆر لەگەڵ پیاڵەیەک چادا دەگونجێت.',
      ],
    },
  },
  {
    slug: 'roasted-nuts',
    category: 'nuts-and-seeds',
    title: {
      en: 'Roasted Nuts',
      ar: 'المكسرات المحمّصة',
      ckb: 'چەرەزی برژاو',
    },
    description: {
      en: [
        'Pistachios and almonds roasted slowly in small batches until their natural oils come alive. Enjoy them plain and crunchy or with a bright touch of lemon and salt.',
      ],
      ar: [
        'فستق ولوز يُحمَّصان ببطء على دفعات صغيرة حتى تتفتّح زيوتهما الطبيعية. استمتع بهما مقرمشين بلا إضافات أو مع لمسة منعشة من الليمون والملح.',
      ],
      ckb: [
        'فستق و بادەم کە بە بڕی کەم و بە هێواشی دەبرژێنرێن تا ڕۆنە سروشتییەکەیان بۆنی خۆی دەدات. بە سادەیی و کڕکڕی یان لەگەڵ تامێکی گەشی لیمۆ و خوێ چێژیان لێ ببینە.',
      ],
    },
  },
  {
    slug: 'seeds',
    category: 'nuts-and-seeds',
    title: {
      en: 'Seeds',
      ar: 'البذور',
      ckb: 'تۆو',
    },
    description: {
      en: [
        'Sunflower and pumpkin seeds, roasted and salted the traditional way: the classic companion for long evenings, football matches and conversations over tea.',
      ],
      ar: [
        'بذور دوّار الشمس واليقطين، محمّصة ومملّحة على الطريقة التقليدية: الرفيق الكلاسيكي للسهرات الطويلة ومباريات كرة القدم والأحاديث حول الشاي.',
      ],
      ckb: [
        'تۆوی گوڵەبەڕۆژە و کولەکە، بە شێوازی کۆن برژاو و خوێدار: هاوڕێی هەمیشەیی شەوانی درێژ و یارییەکانی تۆپی پێ و قسە و باسی دەوری چا.',
      ],
    },
  },
]
