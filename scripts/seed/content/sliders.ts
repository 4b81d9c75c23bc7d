import type { SliderSeed } from './types.ts'

export const sliders: SliderSeed[] = [
  {
    slug: 'crunch-since-1944',
    title: {
      en: 'Crunch since 1944',
      ar: 'قرمشة أصيلة منذ 1944',
      ckb: 'قرچەی ڕەسەن لە ساڵی 1944ەوە',
    },
    description: {
      en: [
        'Generations of families in Erbil have grown up with our chips, biscuits and roasted nuts. Discover the full range, made fresh every day in our own factory.',
      ],
      ar: [
        'كبرت أجيال من العائلات في أربيل مع رقائقنا وبسكويتنا ومكسراتنا المحمّصة. اكتشفوا تشكيلتنا الكاملة، المصنوعة طازجة كل يوم في مصنعنا.',
      ],
      ckb: [
        'چەندین نەوە لە خێزانەکانی هەولێر لەگەڵ چیپس، بسکیت و چەرەزی برژاوی ئێمە گەورە بوون. هەموو بەرهەمەکانمان بناسن، کە هەموو ڕۆژێک بە تازەیی لە کارگەی خۆماندا دروست دەکرێن.',
      ],
    },
    position: 1,
    link: '/products',
    picture: {
      key: 'slide-crunch-since-1944',
      kind: 'pack',
      pack: 'bag',
      food: 'sumac-chips',
      name: { en: 'Sumac & Onion Potato Chips', ar: 'رقائق البطاطس بالسماق والبصل' },
      palette: ['#FFF1DC', '#C62828'],
      alt: {
        en: 'A red bag of Hawler Foods potato chips',
        ar: 'كيس أحمر من رقائق البطاطا من أغذية هولير',
        ckb: 'پاکەتێکی سووری چیپسی پەتاتەی خۆراکی هەولێر',
      },
    },
  },
  {
    slug: 'cook-with-our-snacks',
    title: {
      en: 'Cook with our snacks',
      ar: 'اطبخوا مع وجباتنا الخفيفة',
      ckb: 'بە سووکەخواردنەکانمان چێشت لێ بنێن',
    },
    description: {
      en: [
        'Crushed pistachios on a salad, sumac chips over fattoush, date biscuits in a quick dessert: our recipes turn your favourite snacks into dishes for the whole table.',
      ],
      ar: [
        'فستق مجروش فوق السلطة، ورقائق بالسماق على الفتوش، وبسكويت التمر في حلوى سريعة: وصفاتنا تحوّل وجباتكم الخفيفة المفضّلة إلى أطباق تجمع العائلة حول المائدة.',
      ],
      ckb: [
        'فستقی هاڕاو لەسەر زەڵاتە، چیپسی سوماق لەسەر فەتووش، بسکیتی خورما لە شیرینییەکی خێرادا: ڕەچەتەکانمان سووکەخواردنە دڵخوازەکانتان دەکەنە خواردنێک بۆ هەموو سفرەکە.',
      ],
    },
    position: 2,
    link: '/recipes',
    picture: {
      key: 'slide-cook-with-our-snacks',
      kind: 'dish',
      dish: 'chip-crusted-chicken',
      palette: ['#FDEBD0', '#8D5524'],
      alt: {
        en: 'Chip-crusted chicken strips with yogurt and lemon, made with our chips',
        ar: 'أصابع دجاج بقشرة الرقائق مع اللبن والليمون، محضّرة برقائقنا',
        ckb: 'پارچە مریشکی بە توێکڵی چیپس لەگەڵ ماست و لیمۆ، بە چیپسەکانمان ئامادە کراوە',
      },
    },
  },
  {
    slug: 'from-erbil-to-europe',
    title: {
      en: 'From Erbil to Europe',
      ar: 'من أربيل إلى أوروبا',
      ckb: 'لە هەولێرەوە بۆ ئەورووپا',
    },
    description: {
      en: [
        'From our home in Erbil, our snacks now reach shops across Iraq and, more recently, Europe. Meet the people and the story behind Hawler Foods.',
      ],
      ar: [
        'من موطننا في أربيل، تصل وجباتنا الخفيفة اليوم إلى المتاجر في أنحاء العراق، ومؤخّراً إلى أوروبا. تعرّفوا على الأشخاص والحكاية وراء أغذية هولير.',
      ],
      ckb: [
        'لە ماڵی خۆمانەوە لە هەولێر، ئەمڕۆ سووکەخواردنەکانمان دەگەنە فرۆشگاکانی سەرانسەری عێراق و، لەم دواییانەشدا، ئەورووپا. ئەو کەسانە و ئەو چیرۆکە بناسن کە لە پشت خۆراکی هەولێرەوەن.',
      ],
    },
    position: 3,
    link: '/aboutUs',
    picture: {
      key: 'slide-from-erbil-to-europe',
      kind: 'scene',
      scene: 'shipment',
      palette: ['#EAF4E4', '#2E7D32'],
      alt: {
        en: 'Pallets of Hawler Foods cartons loaded for Europe beside a lorry',
        ar: 'منصّات من كراتين أغذية هولير جاهزة للشحن إلى أوروبا بجانب شاحنة',
        ckb: 'پالێتی کارتۆنەکانی خۆراکی هەولێر ئامادەی ناردن بۆ ئەوروپا لە تەنیشت بارهەڵگرێک',
      },
    },
  },
]
