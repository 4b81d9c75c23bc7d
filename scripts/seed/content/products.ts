import { type Packing, packsOf } from './packs.ts'
import type { FoodSeed, IngredientSeed, Localized, Picture, ProductSeed } from './types.ts'

const madeInErbil: Localized = {
  en: 'Made in Erbil, Kurdistan Region of Iraq',
  ar: 'صُنع في أربيل، إقليم كوردستان العراق',
  ckb: 'دروستکراوە لە هەولێر، هەرێمی کوردستانی عێراق',
}

const storage: Record<Packing, Localized> = {
  bag: {
    en: 'Store in a cool, dry place, away from direct sunlight. Once opened, close the bag well and enjoy within 2 days.',
    ar: 'يُحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة. بعد الفتح، أغلق الكيس جيدًا وتناوله خلال يومين.',
    ckb: 'لە شوێنێکی فێنک و وشک و دوور لە تیشکی ڕاستەوخۆی خۆر هەڵی بگرە. دوای کردنەوە، پاکەتەکە باش دابخە و لە ماوەی 2 ڕۆژدا بیخۆ.',
  },
  box: {
    en: 'Store in a cool, dry place, away from direct sunlight. Once opened, keep in an airtight tin and enjoy within 2 weeks.',
    ar: 'يُحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة. بعد الفتح، يُحفظ في علبة محكمة الإغلاق ويُستهلك خلال أسبوعين.',
    ckb: 'لە شوێنێکی فێنک و وشک و دوور لە تیشکی ڕاستەوخۆی خۆر هەڵی بگرە. دوای کردنەوە، لە قوتوویەکی توند داخراودا هەڵی بگرە و لە ماوەی 2 هەفتەدا بیخۆ.',
  },
  jar: {
    en: 'Store in a cool, dry place, away from direct sunlight. Once opened, close the jar tightly and enjoy within 4 weeks.',
    ar: 'يُحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة. بعد الفتح، أغلق البرطمان بإحكام وتناوله خلال 4 أسابيع.',
    ckb: 'لە شوێنێکی فێنک و وشک و دوور لە تیشکی ڕاستەوخۆی خۆر هەڵی بگرە. دوای کردنەوە، سەری شووشەکە توند دابخە و لە ماوەی 4 هەفتەدا بیخۆ.',
  },
}

const bestBefore: Record<Packing, Localized> = {
  bag: {
    en: 'Best before: see the date printed on the back of the bag.',
    ar: 'يُفضَّل استهلاكه قبل: انظر التاريخ المطبوع على ظهر الكيس.',
    ckb: 'باشترە پێش ئەم بەروارە بخورێت: بڕوانە ئەو بەروارەی لە پشتی پاکەتەکە چاپ کراوە.',
  },
  box: {
    en: 'Best before: see the date printed on the side of the box.',
    ar: 'يُفضَّل استهلاكه قبل: انظر التاريخ المطبوع على جانب العلبة.',
    ckb: 'باشترە پێش ئەم بەروارە بخورێت: بڕوانە ئەو بەروارەی لە تەنیشتی قوتووەکە چاپ کراوە.',
  },
  jar: {
    en: 'Best before: see the date printed on the lid.',
    ar: 'يُفضَّل استهلاكه قبل: انظر التاريخ المطبوع على الغطاء.',
    ckb: 'باشترە پێش ئەم بەروارە بخورێت: بڕوانە ئەو بەروارەی لەسەر سەرقاپەکە چاپ کراوە.',
  },
}

/** Ingredients several products share, named as their packs name them. */
const common = {
  potatoes: { en: 'Potatoes', ar: 'بطاطس', ckb: 'پەتاتە' },
  sunflowerOil: { en: 'Sunflower oil', ar: 'زيت دوّار الشمس', ckb: 'ڕۆنی گوڵەبەڕۆژە' },
  salt: { en: 'Salt', ar: 'ملح', ckb: 'خوێ' },
  seaSalt: { en: 'Sea salt', ar: 'ملح البحر', ckb: 'خوێی دەریا' },
  cornMeal: { en: 'Corn meal', ar: 'طحين الذرة', ckb: 'ئاردی گەنمەشامی' },
  wheatFlour: { en: 'Wheat flour', ar: 'دقيق القمح', ckb: 'ئاردی گەنم' },
  sugar: { en: 'Sugar', ar: 'سكر', ckb: 'شەکر' },
  butter: { en: 'Butter (milk)', ar: 'زبدة (حليب)', ckb: 'کەرە (شیر)' },
  milkPowder: { en: 'Milk powder', ar: 'حليب مجفّف', ckb: 'شیری وشک' },
  palmFat: { en: 'Vegetable fat (palm)', ar: 'دهون نباتية (نخيل)', ckb: 'چەوری ڕووەکی (پاڵم)' },
  soyLecithin: { en: 'Soy lecithin', ar: 'ليسيثين الصويا', ckb: 'لیسیتینی سۆیا' },
} satisfies Record<string, Localized>

const potatoes = (percent: number): IngredientSeed => ({ name: common.potatoes, percent })
const sunflowerOil: IngredientSeed = { name: common.sunflowerOil }
const salt: IngredientSeed = { name: common.salt }
const seaSalt: IngredientSeed = { name: common.seaSalt }
const cornMeal = (percent: number): IngredientSeed => ({ name: common.cornMeal, percent })
const wheatFlour: IngredientSeed = { name: common.wheatFlour, allergen: 'gluten' }
const sugar: IngredientSeed = { name: common.sugar }
const butter: IngredientSeed = { name: common.butter, allergen: 'milk' }
const milkPowder: IngredientSeed = { name: common.milkPowder, allergen: 'milk' }
const palmFat: IngredientSeed = { name: common.palmFat }
const soyLecithin: IngredientSeed = { name: common.soyLecithin, allergen: 'soybeans' }

/** A product's food information; storage and best-before follow its pack, the origin is Erbil unless given. */
function food(pack: Packing, information: Omit<FoodSeed, 'storage' | 'bestBeforeNote' | 'origin'> & { origin?: Localized }): FoodSeed {
  return { origin: madeInErbil, storage: storage[pack], bestBeforeNote: bestBefore[pack], ...information }
}

/** The twelve products of the demo catalogue. Barcodes are valid EAN-13 codes with Iraq's GS1 prefix 626. */
const catalogue: ProductSeed[] = [
  {
    slug: 'classic-salted-potato-chips',
    category: 'chips-and-crisps',
    subCategory: 'potato-chips',
    barcode: '6261001000015',
    packs: packsOf('6261001000015', 'bag', '200520', [30, 75, 150]),
    title: {
      en: 'Classic Salted Potato Chips',
      ar: 'رقائق البطاطس المملّحة الكلاسيكية',
      ckb: 'چیپسی پەتاتەی خوێداری کلاسیکی',
    },
    description: {
      en: [
        'The chip that started it all. Selected potatoes are sliced thin, fried in sunflower oil until golden and finished with just the right pinch of sea salt for a clean, savoury taste and a loud, satisfying crunch. No artificial colours or flavours.',
      ],
      ar: [
        'الرقائق التي بدأت بها الحكاية. تُقطَّع بطاطس منتقاة إلى شرائح رقيقة، وتُقلى في زيت دوّار الشمس حتى تصبح ذهبية، ثم تُرشّ بالقدر المناسب من ملح البحر لمذاق نقي ومالح وقرمشة واضحة ومُرضية. بلا ألوان أو نكهات صناعية.',
      ],
      ckb: [
        'ئەو چیپسەی هەموو شتێک لێیەوە دەستی پێ کرد. پەتاتەی هەڵبژاردە تەنک دەبڕدرێت، لە ڕۆنی گوڵەبەڕۆژەدا تا زێڕین دەبێت سوور دەکرێتەوە و بە بڕێکی گونجاو خوێی دەریا تەواو دەکرێت، بۆ تامێکی پاک و سوێر و کڕکڕییەکی دڵخۆشکەر. بێ ڕەنگ و تامی دەستکرد.',
      ],
    },
    pictures: [
      {
        key: 'product-classic-salted-potato-chips',
        kind: 'pack',
        pack: 'bag',
        food: 'chips',
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'A golden bag of classic salted potato chips',
          ar: 'كيس ذهبي من رقائق البطاطس المملّحة الكلاسيكية',
          ckb: 'پاکەتێکی زێڕینی چیپسی پەتاتەی خوێداری کلاسیکی',
        },
      },
      {
        key: 'product-classic-salted-potato-chips-2',
        kind: 'pack',
        pack: 'bag',
        food: 'chips',
        weight: '150 g',
        palette: ['#FDEBD0', '#C62828'],
        alt: {
          en: 'The 150 g family bag of classic salted potato chips',
          ar: 'كيس العائلة سعة 150 غ من رقائق البطاطس المملّحة الكلاسيكية',
          ckb: 'پاکەتی خێزانیی 150 گرامی چیپسی پەتاتەی خوێداری کلاسیکی',
        },
      },
    ],
    food: food('bag', {
      ingredients: [potatoes(62), sunflowerOil, seaSalt],
      allergens: [],
      mayContain: [],
      nutrition: { fat: 33, saturates: 3.5, carbohydrate: 51, sugars: 0.6, fibre: 4.5, protein: 6.5, salt: 1.3, portionSize: 30 },
      netQuantity: { amount: 150, unit: 'g' },
    }),
    order: 1,
  },
  {
    slug: 'sumac-and-onion-potato-chips',
    category: 'chips-and-crisps',
    subCategory: 'potato-chips',
    barcode: '6261001000022',
    packs: packsOf('6261001000022', 'bag', '200520', [30, 75]),
    title: {
      en: 'Sumac & Onion Potato Chips',
      ar: 'رقائق البطاطس بالسماق والبصل',
      ckb: 'چیپسی پەتاتە بە سماق و پیاز',
    },
    description: {
      en: [
        'A taste of the Kurdish table in every bite: crisp potato chips dusted with tangy red sumac and sweet roasted onion. Bright, lemony and savoury, they are perfect beside grilled dishes or on their own.',
      ],
      ar: [
        'طعم المائدة الكردية في كل قضمة: رقائق بطاطس مقرمشة مرشوشة بالسماق الأحمر الحامض والبصل المحمّص الحلو. نكهة منعشة بلمسة ليمونية ومالحة، مثالية بجانب المشاوي أو وحدها.',
      ],
      ckb: [
        'تامی سفرەی کوردی لە هەموو گازێکدا: چیپسی پەتاتەی کڕکڕ کە سماقی سووری ترش و پیازی برژاوی شیرینی پێدا کراوە. تامێکی گەش و ترشەڵۆک و سوێر، بۆ لای کەباب یان بە تەنها زۆر گونجاوە.',
      ],
    },
    pictures: [
      {
        key: 'product-sumac-and-onion-potato-chips',
        kind: 'pack',
        pack: 'bag',
        food: 'sumac-chips',
        palette: ['#FCE4E4', '#C62828'],
        alt: {
          en: 'A red bag of sumac and onion potato chips',
          ar: 'كيس أحمر من رقائق البطاطس بالسماق والبصل',
          ckb: 'پاکەتێکی سووری چیپسی پەتاتە بە سماق و پیاز',
        },
      },
    ],
    food: food('bag', {
      ingredients: [
        potatoes(60),
        sunflowerOil,
        { name: { en: 'Sumac', ar: 'سماق', ckb: 'سماق' }, percent: 2 },
        { name: { en: 'Onion powder', ar: 'بودرة البصل', ckb: 'هاڕاوەی پیاز' } },
        salt,
        { name: { en: 'Black pepper', ar: 'فلفل أسود', ckb: 'بیبەری ڕەش' } },
      ],
      allergens: [],
      // Seasoned in the same room as the cheese rings.
      mayContain: ['milk'],
      nutrition: { fat: 31, saturates: 3.2, carbohydrate: 53, sugars: 2.1, fibre: 4.8, protein: 6.6, salt: 1.5, portionSize: 30 },
      netQuantity: { amount: 75, unit: 'g' },
    }),
    order: 2,
  },
  {
    slug: 'spicy-pepper-corn-puffs',
    category: 'chips-and-crisps',
    subCategory: 'corn-snacks',
    barcode: '6261001000114',
    packs: packsOf('6261001000114', 'bag', '190410', [25, 60]),
    title: {
      en: 'Spicy Pepper Corn Puffs',
      ar: 'منفوخات الذرة بالفلفل الحار',
      ckb: 'پفکی گەنمەشامی بە بیبەری تون',
    },
    description: {
      en: [
        'Light, airy corn puffs that melt on the tongue and then bring the heat. We coat them in a warm blend of red pepper flakes, paprika and a touch of cumin for a spicy kick that keeps you reaching for more. Baked, not fried.',
      ],
      ar: [
        'منفوخات ذرة خفيفة وهشّة تذوب على اللسان ثم تُطلق حرارتها. نغلّفها بمزيج دافئ من رقائق الفلفل الأحمر والبابريكا ولمسة من الكمّون، لنكهة حارة تجعلك تمدّ يدك إليها مرة بعد مرة. مخبوزة وغير مقلية.',
      ],
      ckb: [
        'پفکی گەنمەشامیی سووک و پڕ لە هەوا کە لەسەر زمان دەتوێتەوە و پاشان گەرمییەکەی دەردەخات. بە تێکەڵەیەکی گەرم لە بیبەری سووری هاڕاو و پاپریکا و کەمێک زیرە دایدەپۆشین، بۆ تامێکی تون کە وات لێ دەکات هەر دەستی بۆ ببەیتەوە. برژاوە، سوور نەکراوەتەوە.',
      ],
    },
    pictures: [
      {
        key: 'product-spicy-pepper-corn-puffs',
        kind: 'pack',
        pack: 'bag',
        food: 'puffs',
        palette: ['#FCE4E4', '#C62828'],
        alt: {
          en: 'A bag of spicy pepper corn puffs',
          ar: 'كيس من منفوخات الذرة بالفلفل الحار',
          ckb: 'پاکەتێک پفکی گەنمەشامی بە بیبەری تون',
        },
      },
      {
        key: 'product-spicy-pepper-corn-puffs-2',
        kind: 'pack',
        pack: 'bag',
        food: 'puffs',
        weight: '60 g',
        palette: ['#FFF1DC', '#E65100'],
        alt: {
          en: 'An orange 60 g bag of spicy pepper corn puffs',
          ar: 'كيس برتقالي سعة 60 غ من منفوخات الذرة بالفلفل الحار',
          ckb: 'پاکەتێکی پرتەقاڵیی 60 گرامی پفکی گەنمەشامی بە بیبەری تون',
        },
      },
    ],
    food: food('bag', {
      ingredients: [
        cornMeal(78),
        sunflowerOil,
        { name: { en: 'Red pepper', ar: 'فلفل أحمر', ckb: 'بیبەری سوور' } },
        { name: { en: 'Paprika', ar: 'بابريكا', ckb: 'پاپریکا' } },
        { name: { en: 'Cumin', ar: 'كمّون', ckb: 'زیرە' } },
        salt,
      ],
      allergens: [],
      // Made on the same line as the cheese rings.
      mayContain: ['milk'],
      nutrition: { fat: 18, saturates: 2, carbohydrate: 68, sugars: 2.5, fibre: 4, protein: 7.5, salt: 1.6, portionSize: 25 },
      netQuantity: { amount: 60, unit: 'g' },
    }),
    order: 3,
  },
  {
    slug: 'cheese-corn-rings',
    category: 'chips-and-crisps',
    subCategory: 'corn-snacks',
    barcode: '6261001000121',
    packs: packsOf('6261001000121', 'bag', '190410', [25, 60]),
    title: {
      en: 'Cheese Corn Rings',
      ar: 'حلقات الذرة بالجبن',
      ckb: 'ئەڵقەی گەنمەشامی بە پەنیر',
    },
    description: {
      en: [
        'Crunchy golden rings baked from corn and generously coated with a rich, creamy cheese seasoning. Mild and moreish, they are a lunch-box favourite and the first bag to empty at every gathering.',
      ],
      ar: [
        'حلقات ذهبية مقرمشة مخبوزة من الذرة، ومغطاة بسخاء بتتبيلة جبن غنية وكريمية. مذاقها لطيف ولا يقاوم، وهي المفضلة في علبة الغداء وأول كيس يفرغ في كل تجمّع.',
      ],
      ckb: [
        'ئەڵقەی زێڕینی کڕکڕ کە لە گەنمەشامی دەبرژێنرێن و بە دەستبڵاوی بەهاراتی پەنیری چەور و کرێماوییان پێدا دەکرێت. تامێکی نەرم و بەتام، دڵخوازی سندووقی نانی نیوەڕۆیە و یەکەم پاکەتە کە لە هەموو کۆبوونەوەیەکدا تەواو دەبێت.',
      ],
    },
    pictures: [
      {
        key: 'product-cheese-corn-rings',
        kind: 'pack',
        pack: 'bag',
        food: 'rings',
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'A yellow bag of cheese corn rings',
          ar: 'كيس أصفر من حلقات الذرة بالجبن',
          ckb: 'پاکەتێکی زەردی ئەڵقەی گەنمەشامی بە پەنیر',
        },
      },
    ],
    food: food('bag', {
      ingredients: [
        cornMeal(70),
        sunflowerOil,
        { name: { en: 'Cheese powder (milk)', ar: 'بودرة الجبن (حليب)', ckb: 'هاڕاوەی پەنیر (شیر)' }, allergen: 'milk', percent: 8 },
        { name: { en: 'Whey powder (milk)', ar: 'بودرة مصل الحليب', ckb: 'هاڕاوەی ئاوی شیر' }, allergen: 'milk' },
        salt,
      ],
      allergens: ['milk'],
      mayContain: [],
      nutrition: { fat: 24, saturates: 3.5, carbohydrate: 62, sugars: 3.5, fibre: 2.5, protein: 7, salt: 1.8, portionSize: 25 },
      netQuantity: { amount: 60, unit: 'g' },
    }),
    order: 4,
  },
  {
    slug: 'date-filled-biscuits',
    category: 'biscuits-and-wafers',
    subCategory: 'biscuits',
    barcode: '6261001000213',
    packs: packsOf('6261001000213', 'box', '190531', [300]),
    title: {
      en: 'Date-Filled Biscuits',
      ar: 'بسكويت محشو بالتمر',
      ckb: 'بسکیتی پڕکراو بە خورما',
    },
    description: {
      en: [
        'A tender, buttery shortcrust wrapped around a soft filling of Iraqi dates, lightly scented with cinnamon. Sweet, mellow and melt-in-the-mouth, just like the klicha baked at home for Eid.',
      ],
      ar: [
        'عجينة هشّة غنية بالزبدة تحتضن حشوة طرية من التمر العراقي، معطّرة بلمسة خفيفة من القرفة. حلوة وناعمة وتذوب في الفم، تمامًا مثل الكليجة التي تُخبز في البيت للعيد.',
      ],
      ckb: [
        'هەویرێکی نەرم و پڕ لە کەرە کە ناوەکەی بە خورمای عێراقیی نەرم پڕ کراوە و بۆنێکی سووکی دارچینی لێ دێت. شیرین و نەرم و لە دەمدا دەتوێتەوە، ڕێک وەک ئەو کلێچەیەی بۆ جەژن لە ماڵەوە دەبرژێنرێت.',
      ],
    },
    pictures: [
      {
        key: 'product-date-filled-biscuits',
        kind: 'pack',
        pack: 'box',
        food: 'date-biscuits',
        palette: ['#FDEBD0', '#8D5524'],
        alt: {
          en: 'A brown box of date-filled biscuits',
          ar: 'علبة بنية من البسكويت المحشو بالتمر',
          ckb: 'قوتوویەکی قاوەیی بسکیتی پڕکراو بە خورما',
        },
      },
      {
        key: 'product-date-filled-biscuits-2',
        kind: 'pack',
        pack: 'box',
        food: 'date-biscuits',
        open: true,
        palette: ['#FFF1DC', '#C62828'],
        alt: {
          en: 'An open box of date-filled biscuits',
          ar: 'علبة مفتوحة من البسكويت المحشو بالتمر',
          ckb: 'قوتوویەکی کراوەی بسکیتی پڕکراو بە خورما',
        },
      },
    ],
    food: food('box', {
      ingredients: [
        wheatFlour,
        { name: { en: 'Date paste', ar: 'معجون التمر', ckb: 'هەویری خورما' }, percent: 30 },
        butter,
        sugar,
        sunflowerOil,
        { name: { en: 'Cinnamon', ar: 'قرفة', ckb: 'دارچین' } },
        { name: { en: 'Baking powder', ar: 'بيكنغ باودر', ckb: 'بەیکینگ پاودەر' } },
      ],
      allergens: ['gluten', 'milk'],
      // Baked in the same oven as the sesame tea biscuits.
      mayContain: ['sesame'],
      nutrition: { fat: 17, saturates: 8.5, carbohydrate: 66, sugars: 30, fibre: 3.5, protein: 5.5, salt: 0.3, portionSize: 40 },
      netQuantity: { amount: 300, unit: 'g' },
    }),
    order: 5,
  },
  {
    slug: 'sesame-tea-biscuits',
    category: 'biscuits-and-wafers',
    subCategory: 'biscuits',
    barcode: '6261001000220',
    packs: packsOf('6261001000220', 'box', '190531', [400]),
    title: {
      en: 'Sesame Tea Biscuits',
      ar: 'بسكويت الشاي بالسمسم',
      ckb: 'بسکیتی چا بە کونجی',
    },
    description: {
      en: [
        'Crisp, golden biscuits rolled in toasted sesame seeds, with a gentle sweetness and a nutty aroma. Made to be dipped into a glass of strong black tea, the way afternoons are spent across Kurdistan.',
      ],
      ar: [
        'بسكويت ذهبي مقرمش مغطّى بحبوب السمسم المحمّصة، بحلاوة لطيفة ورائحة جوزية. صُنع ليُغمس في كوب من الشاي الأسود الثقيل، كما تُقضى فترات العصر في أنحاء كردستان.',
      ],
      ckb: [
        'بسکیتی زێڕین و کڕکڕ کە کونجیی برژاوی پێوە نووساوە، بە شیرینییەکی سووک و بۆنێکی خۆشی چەرەزئاسا. دروست کراوە بۆ ئەوەی لە پیاڵەیەک چای ڕەشی خەستدا نقووم بکرێت، وەک ئەو عەسرانەی لە سەرانسەری کوردستاندا بەسەر دەبرێن.',
      ],
    },
    pictures: [
      {
        key: 'product-sesame-tea-biscuits',
        kind: 'pack',
        pack: 'box',
        food: 'sesame-biscuits',
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'A saffron box of sesame tea biscuits',
          ar: 'علبة بلون الزعفران من بسكويت الشاي بالسمسم',
          ckb: 'قوتوویەکی زەعفەرانی بسکیتی چا بە کونجی',
        },
      },
    ],
    food: food('box', {
      ingredients: [
        wheatFlour,
        { name: { en: 'Sesame seeds', ar: 'سمسم', ckb: 'کونجی' }, allergen: 'sesame', percent: 12 },
        sugar,
        butter,
        sunflowerOil,
        milkPowder,
        salt,
      ],
      allergens: ['gluten', 'sesame', 'milk'],
      mayContain: ['nuts'],
      nutrition: { fat: 22, saturates: 9, carbohydrate: 62, sugars: 22, fibre: 4, protein: 8.5, salt: 0.5, portionSize: 30 },
      netQuantity: { amount: 400, unit: 'g' },
    }),
    order: 6,
  },
  {
    slug: 'chocolate-hazelnut-wafers',
    category: 'biscuits-and-wafers',
    subCategory: 'wafers',
    barcode: '6261001000312',
    packs: packsOf('6261001000312', 'box', '190532', [200]),
    title: {
      en: 'Chocolate Hazelnut Wafers',
      ar: 'ويفر الشوكولاتة والبندق',
      ckb: 'وەیفەری شوکولاتە و فندق',
    },
    description: {
      en: [
        'Five layers of light, crackling wafer filled with a velvety cream of cocoa and roasted hazelnuts. Rich and chocolatey without being heavy, it is the treat everyone in the family agrees on.',
      ],
      ar: [
        'خمس طبقات من الويفر الخفيف المقرمش، محشوة بكريمة مخملية من الكاكاو والبندق المحمّص. غني بالشوكولاتة دون أن يكون ثقيلًا، وهو الحلوى التي تتفق عليها العائلة كلها.',
      ],
      ckb: [
        'پێنج چین وەیفەری سووک و کڕکڕ کە بە کرێمێکی نەرمی کاکاو و فندقی برژاو پڕ کراوە. پڕ لە تامی شوکولاتە بەبێ ئەوەی قورس بێت، ئەو شیرینییەیە کە هەموو ئەندامانی خێزان لەسەری کۆکن.',
      ],
    },
    pictures: [
      {
        key: 'product-chocolate-hazelnut-wafers',
        kind: 'pack',
        pack: 'box',
        food: 'chocolate-wafers',
        palette: ['#FDEBD0', '#8D5524'],
        alt: {
          en: 'A chocolate-brown box of hazelnut wafers',
          ar: 'علبة بنية بلون الشوكولاتة من ويفر البندق',
          ckb: 'قوتوویەکی قاوەیی شوکولاتەیی وەیفەری فندق',
        },
      },
    ],
    food: food('box', {
      ingredients: [
        wheatFlour,
        sugar,
        palmFat,
        { name: { en: 'Cocoa powder', ar: 'مسحوق الكاكاو', ckb: 'هاڕاوەی کاکاو' }, percent: 8 },
        { name: { en: 'Roasted hazelnuts', ar: 'بندق محمّص', ckb: 'فندقی برژاو' }, allergen: 'nuts', percent: 6 },
        milkPowder,
        soyLecithin,
        salt,
      ],
      allergens: ['gluten', 'soybeans', 'milk', 'nuts'],
      mayContain: ['peanuts'],
      nutrition: { fat: 28, saturates: 14, carbohydrate: 60, sugars: 40, fibre: 3, protein: 6, salt: 0.2, portionSize: 25 },
      netQuantity: { amount: 200, unit: 'g' },
    }),
    order: 7,
  },
  {
    slug: 'cardamom-vanilla-wafers',
    category: 'biscuits-and-wafers',
    subCategory: 'wafers',
    barcode: '6261001000329',
    packs: packsOf('6261001000329', 'box', '190532', [200]),
    title: {
      en: 'Cardamom Vanilla Wafers',
      ar: 'ويفر الهيل والفانيليا',
      ckb: 'وەیفەری هێل و ڤانیلیا',
    },
    description: {
      en: [
        'Delicate, crisp wafers filled with a soft vanilla cream and a warm breath of green cardamom, the spice that perfumes every Kurdish tea tray. Fragrant, gently sweet and wonderfully light.',
      ],
      ar: [
        'ويفر رقيق ومقرمش محشو بكريمة الفانيليا الناعمة ونفحة دافئة من الهيل الأخضر، التابل الذي يعطّر كل صينية شاي كردية. عطِر، حلو بلطف، وخفيف بشكل رائع.',
      ],
      ckb: [
        'وەیفەری ناسک و کڕکڕ کە بە کرێمی نەرمی ڤانیلیا و هەناسەیەکی گەرمی هێلی سەوز پڕ کراوە، ئەو بەهاراتەی بۆنی هەموو سینییەکی چای کوردی خۆش دەکات. بۆنخۆش، بە نەرمی شیرین و بە شێوەیەکی سەرسوڕهێنەر سووک.',
      ],
    },
    pictures: [
      {
        key: 'product-cardamom-vanilla-wafers',
        kind: 'pack',
        pack: 'box',
        food: 'vanilla-wafers',
        palette: ['#EAF4E4', '#2E7D32'],
        alt: {
          en: 'A green box of cardamom vanilla wafers',
          ar: 'علبة خضراء من ويفر الهيل والفانيليا',
          ckb: 'قوتوویەکی سەوزی وەیفەری هێل و ڤانیلیا',
        },
      },
      {
        key: 'product-cardamom-vanilla-wafers-2',
        kind: 'pack',
        pack: 'box',
        food: 'vanilla-wafers',
        open: true,
        palette: ['#FFF1DC', '#F2A900'],
        alt: {
          en: 'An open box of cardamom vanilla wafers',
          ar: 'علبة مفتوحة من ويفر الهيل والفانيليا',
          ckb: 'قوتوویەکی کراوەی وەیفەری هێل و ڤانیلیا',
        },
      },
    ],
    food: food('box', {
      ingredients: [
        wheatFlour,
        sugar,
        palmFat,
        milkPowder,
        { name: { en: 'Ground cardamom', ar: 'هيل مطحون', ckb: 'هێلی هاڕاو' }, percent: 0.5 },
        { name: { en: 'Natural vanilla flavouring', ar: 'نكهة فانيليا طبيعية', ckb: 'تامی سروشتیی ڤانیلیا' } },
        soyLecithin,
        salt,
      ],
      allergens: ['gluten', 'soybeans', 'milk'],
      // Made on the line of the hazelnut wafers.
      mayContain: ['peanuts', 'nuts'],
      nutrition: { fat: 25, saturates: 12, carbohydrate: 66, sugars: 38, fibre: 1.5, protein: 5, salt: 0.2, portionSize: 25 },
      netQuantity: { amount: 200, unit: 'g' },
    }),
    order: 8,
  },
  {
    slug: 'lemon-salted-pistachios',
    category: 'nuts-and-seeds',
    subCategory: 'roasted-nuts',
    barcode: '6261001000411',
    packs: packsOf('6261001000411', 'jar', '200819', [150, 300]),
    title: {
      en: 'Lemon Salted Pistachios',
      ar: 'فستق حلبي مملّح بالليمون',
      ckb: 'فستقی خوێدار بە لیمۆ',
    },
    description: {
      en: [
        'Plump, naturally opened pistachios roasted in their shells, then sprayed with fresh lemon juice and sea salt before a final roast. The result is a crisp, buttery nut with a bright, tangy finish.',
      ],
      ar: [
        'حبات فستق ممتلئة متفتّحة طبيعيًا، تُحمَّص بقشرها ثم تُرشّ بعصير الليمون الطازج وملح البحر قبل تحميص أخير. والنتيجة حبة مقرمشة ذات طعم زبدي وخاتمة منعشة حامضة.',
      ],
      ckb: [
        'فستقی گەورە و بە سروشتی کراوە کە لەگەڵ تووێکڵەکەیدا دەبرژێنرێت، پاشان ئاوی لیمۆی تازە و خوێی دەریای پێدا دەپرژێنرێت و جارێکی تر دەبرژێنرێتەوە. ئەنجامەکەی چەرەزێکی کڕکڕ و چەورە بە کۆتاییەکی گەش و ترشەڵۆک.',
      ],
    },
    pictures: [
      {
        key: 'product-lemon-salted-pistachios',
        kind: 'pack',
        pack: 'jar',
        food: 'pistachios',
        palette: ['#EAF4E4', '#2E7D32'],
        alt: {
          en: 'A jar of lemon salted pistachios',
          ar: 'برطمان من الفستق المملّح بالليمون',
          ckb: 'شووشەیەک فستقی خوێدار بە لیمۆ',
        },
      },
      {
        key: 'product-lemon-salted-pistachios-2',
        kind: 'serving',
        food: 'pistachios',
        with: 'lemon',
        palette: ['#FFF1DC', '#2E7D32'],
        alt: {
          en: 'Pistachios in a bowl with lemon slices',
          ar: 'فستق في وعاء مع شرائح الليمون',
          ckb: 'فستق لە قاپێکدا لەگەڵ پارچە لیمۆ',
        },
      },
    ],
    food: food('jar', {
      ingredients: [
        { name: { en: 'Pistachios', ar: 'فستق حلبي', ckb: 'فستق' }, allergen: 'nuts', percent: 96 },
        { name: { en: 'Lemon juice', ar: 'عصير ليمون', ckb: 'ئاوی لیمۆ' } },
        seaSalt,
      ],
      allergens: ['nuts'],
      mayContain: ['peanuts'],
      nutrition: { fat: 45, saturates: 5.5, carbohydrate: 17, sugars: 7, fibre: 10, protein: 20, salt: 1.6, portionSize: 30 },
      netQuantity: { amount: 150, unit: 'g' },
      origin: {
        en: 'Roasted and packed in Erbil, Kurdistan Region of Iraq. Pistachios from Iran.',
        ar: 'حُمّص وعُبّئ في أربيل، إقليم كوردستان العراق. الفستق من إيران.',
        ckb: 'لە هەولێر، هەرێمی کوردستانی عێراق برژێنراوە و پاکەت کراوە. فستقەکەی لە ئێرانەوە هاتووە.',
      },
    }),
    order: 9,
  },
  {
    slug: 'roasted-almonds',
    category: 'nuts-and-seeds',
    subCategory: 'roasted-nuts',
    barcode: '6261001000428',
    packs: packsOf('6261001000428', 'jar', '200819', [200]),
    title: {
      en: 'Roasted Almonds',
      ar: 'لوز محمّص',
      ckb: 'بادەمی برژاو',
    },
    description: {
      en: [
        'Whole almonds roasted slowly until deep golden inside, bringing out their natural sweetness and a toasty, marzipan-like aroma. Firm, crunchy and satisfying, with just a whisper of salt.',
      ],
      ar: [
        'لوز كامل يُحمَّص ببطء حتى يصبح ذهبيًا عميقًا من الداخل، فتبرز حلاوته الطبيعية ورائحة محمّصة تشبه رائحة المرزبان. متماسك ومقرمش ومُشبِع، مع لمسة خفيفة من الملح.',
      ],
      ckb: [
        'بادەمی تەواو کە بە هێواشی دەبرژێنرێت تا ناوەوەی زێڕینێکی تۆخ دەبێت، بەمەش شیرینیی سروشتی و بۆنێکی خۆشی برژاوی دەردەکەوێت. ڕەق و کڕکڕ و تێرکەر، لەگەڵ کەمێکی زۆر کەم خوێ.',
      ],
    },
    pictures: [
      {
        key: 'product-roasted-almonds',
        kind: 'pack',
        pack: 'jar',
        food: 'almonds',
        palette: ['#FDEBD0', '#8D5524'],
        alt: {
          en: 'A jar of roasted almonds',
          ar: 'برطمان من اللوز المحمّص',
          ckb: 'شووشەیەک بادەمی برژاو',
        },
      },
    ],
    food: food('jar', {
      ingredients: [{ name: { en: 'Almonds', ar: 'لوز', ckb: 'بادەم' }, allergen: 'nuts', percent: 99 }, seaSalt],
      allergens: ['nuts'],
      mayContain: ['peanuts', 'sesame'],
      nutrition: { fat: 52, saturates: 4, carbohydrate: 8, sugars: 4.5, fibre: 12, protein: 22, salt: 0.4, portionSize: 30 },
      netQuantity: { amount: 200, unit: 'g' },
      origin: {
        en: 'Roasted and packed in Erbil, Kurdistan Region of Iraq, from almonds grown around Duhok.',
        ar: 'حُمّص وعُبّئ في أربيل، إقليم كوردستان العراق، من لوز مزروع في محيط دهوك.',
        ckb: 'لە هەولێر، هەرێمی کوردستانی عێراق برژێنراوە و پاکەت کراوە، لە بادەمی ناوچەی دهۆک.',
      },
    }),
    order: 10,
  },
  {
    slug: 'salted-sunflower-seeds',
    category: 'nuts-and-seeds',
    subCategory: 'seeds',
    barcode: '6261001000510',
    packs: packsOf('6261001000510', 'bag', '200819', [100, 250]),
    title: {
      en: 'Salted Sunflower Seeds',
      ar: 'بذور دوّار الشمس المملّحة',
      ckb: 'تۆوی گوڵەبەڕۆژەی خوێدار',
    },
    description: {
      en: [
        'Large striped sunflower seeds, roasted in their shells and seasoned with salt so every crack reveals a nutty, savoury kernel. The classic companion for evenings with friends and big football matches.',
      ],
      ar: [
        'بذور دوّار شمس كبيرة مخطّطة، تُحمَّص بقشرها وتُتبَّل بالملح لتكشف كل قضمة عن لبّ مالح بنكهة جوزية. الرفيق الكلاسيكي للسهرات مع الأصدقاء ومباريات كرة القدم الكبرى.',
      ],
      ckb: [
        'تۆوی گەورە و هێڵداری گوڵەبەڕۆژە، لەگەڵ تووێکڵەکەیدا دەبرژێنرێت و خوێی تێ دەکرێت، تا هەر جارێک دەیشکێنیت ناوکێکی سوێر و بەتامت بۆ دەربکەوێت. هاوڕێی هەمیشەیی شەوانی لەگەڵ دۆستان و یارییە گەورەکانی تۆپی پێ.',
      ],
    },
    pictures: [
      {
        key: 'product-salted-sunflower-seeds',
        kind: 'serving',
        food: 'sunflower-seeds',
        with: 'pack',
        palette: ['#FFF1DC', '#2B1D16'],
        alt: {
          en: 'A bowl of salted sunflower seeds beside their bag',
          ar: 'وعاء من بذور دوّار الشمس المملّحة بجانب كيسها',
          ckb: 'قاپێک تۆوی گوڵەبەڕۆژەی خوێدار لە تەنیشت پاکەتەکەی',
        },
      },
    ],
    food: food('bag', {
      ingredients: [{ name: { en: 'Sunflower seeds', ar: 'بذور دوّار الشمس', ckb: 'تۆوی گوڵەبەڕۆژە' }, percent: 97 }, salt],
      allergens: [],
      // Roasted in the same plant as the nuts.
      mayContain: ['peanuts', 'nuts'],
      nutrition: { fat: 49, saturates: 5, carbohydrate: 19, sugars: 2.6, fibre: 9, protein: 20.5, salt: 1.4, portionSize: 30 },
      netQuantity: { amount: 250, unit: 'g' },
    }),
    order: 11,
  },
  {
    slug: 'roasted-pumpkin-seeds',
    category: 'nuts-and-seeds',
    subCategory: 'seeds',
    barcode: '6261001000527',
    packs: packsOf('6261001000527', 'jar', '200819', [150]),
    title: {
      en: 'Roasted Pumpkin Seeds',
      ar: 'بذور اليقطين المحمّصة',
      ckb: 'تۆوی کولەکەی برژاو',
    },
    description: {
      en: [
        'Broad, pale pumpkin seeds roasted until crisp and lightly salted, with a mild, toasty flavour and a satisfying snap. A wholesome snack rich in protein, perfect for sharing at the tea table.',
      ],
      ar: [
        'بذور يقطين عريضة فاتحة اللون، تُحمَّص حتى تصبح مقرمشة وتُملَّح قليلًا، بنكهة محمّصة لطيفة وقرمشة مُرضية. وجبة خفيفة مغذية غنية بالبروتين، مثالية للمشاركة حول مائدة الشاي.',
      ],
      ckb: [
        'تۆوی پان و کاڵی کولەکە کە تا کڕکڕ دەبێت دەبرژێنرێت و کەمێک خوێی تێ دەکرێت، بە تامێکی نەرمی برژاو و شکانێکی دڵخۆشکەر. سووکەخواردنێکی بەسوود و دەوڵەمەند بە پرۆتین، بۆ بەشکردن لە دەوری سفرەی چا زۆر گونجاوە.',
      ],
    },
    pictures: [
      {
        key: 'product-roasted-pumpkin-seeds',
        kind: 'pack',
        pack: 'jar',
        food: 'pumpkin-seeds',
        palette: ['#EAF4E4', '#558B2F'],
        alt: {
          en: 'A jar of roasted pumpkin seeds',
          ar: 'برطمان من بذور اليقطين المحمّصة',
          ckb: 'شووشەیەک تۆوی کولەکەی برژاو',
        },
      },
    ],
    food: food('jar', {
      ingredients: [{ name: { en: 'Pumpkin seeds', ar: 'بذور اليقطين', ckb: 'تۆوی کولەکە' }, percent: 96 }, sunflowerOil, salt],
      allergens: [],
      mayContain: ['peanuts', 'nuts'],
      nutrition: { fat: 45, saturates: 8, carbohydrate: 15, sugars: 1.5, fibre: 6.5, protein: 29, salt: 1.2 },
      netQuantity: { amount: 150, unit: 'g' },
    }),
    order: 12,
  },
]

/** A product's pack shows the product's own name, in English and Arabic. */
function namedPack(product: ProductSeed, picture: Picture): Picture {
  const named = picture.kind === 'pack' || (picture.kind === 'serving' && picture.with === 'pack')
  return named && !picture.name ? { ...picture, name: { en: product.title.en, ar: product.title.ar } } : picture
}

export const products: ProductSeed[] = catalogue.map((product) => ({
  ...product,
  pictures: product.pictures.map((picture) => namedPack(product, picture)),
}))
