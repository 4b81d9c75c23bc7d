import type { JobSeed } from './types.ts'

export const jobs: JobSeed[] = [
  {
    slug: 'production-line-supervisor',
    title: {
      en: 'Production Line Supervisor',
      ar: 'مشرف خط إنتاج',
      ckb: 'سەرپەرشتیاری هێڵی بەرهەمهێنان',
    },
    description: {
      en: [
        'Lead a shift team on one of our chips and corn snack lines at our factory in Erbil. You plan the shift, keep the line running safely and efficiently, and make sure every bag meets our quality and hygiene standards.',
        'Responsibilities: organising machine operators and daily tasks, monitoring output and waste, working closely with the maintenance and quality teams, and training new colleagues.',
        'Requirements: a degree or diploma in food, mechanical or industrial engineering, at least three years of experience in food production, good Kurdish and Arabic, basic English, and readiness to work in shifts.',
      ],
      ar: [
        'قُد فريق وردية على أحد خطوط إنتاج رقائق البطاطا ومقرمشات الذرة في مصنعنا في أربيل. ستخطّط للوردية، وتحافظ على تشغيل الخط بأمان وكفاءة، وتتأكّد من مطابقة كل كيس لمعايير الجودة والنظافة لدينا.',
        'المسؤوليات: تنظيم عمل مشغّلي الآلات والمهام اليومية، ومتابعة الإنتاج والهدر، والتعاون الوثيق مع فريقي الصيانة والجودة، وتدريب الزملاء الجدد.',
        'المتطلبات: شهادة جامعية أو دبلوم في هندسة الأغذية أو الهندسة الميكانيكية أو الصناعية، وخبرة لا تقل عن ثلاث سنوات في إنتاج الأغذية، وإجادة الكردية والعربية، ومعرفة أساسية بالإنجليزية، والاستعداد للعمل بنظام الورديات.',
      ],
      ckb: [
        'سەرپەرشتی تیمێکی نۆبە بکە لەسەر یەکێک لە هێڵەکانی بەرهەمهێنانی چیپس و سووکەخواردنی گەنمەشامی لە کارگەکەمان لە هەولێر. تۆ پلانی نۆبەکە دادەنێیت، هێڵەکە بە سەلامەتی و کارایی لە کاردا دەهێڵیتەوە، و دڵنیا دەبیتەوە کە هەموو پاکەتێک لەگەڵ ستانداردەکانی کوالیتی و پاکوخاوێنیماندا دەگونجێت.',
        'بەرپرسیارێتییەکان: ڕێکخستنی کارمەندانی ئامێرەکان و ئەرکە ڕۆژانەکان، چاودێریکردنی بەرهەم و بەفیڕۆچوون، هاوکاری نزیک لەگەڵ تیمەکانی چاککردنەوە و کوالیتی، و ڕاهێنانی هاوکارانی نوێ.',
        'مەرجەکان: بڕوانامەی زانکۆ یان دیپلۆم لە ئەندازیاریی خۆراک، میکانیک یان پیشەسازی، لانیکەم سێ ساڵ ئەزموون لە بەرهەمهێنانی خۆراکدا، زانینی باشی زمانی کوردی و عەرەبی، ئینگلیزیی سەرەتایی، و ئامادەیی بۆ کارکردن بە نۆبە.',
      ],
    },
    location: {
      en: 'Erbil, Kurdistan Region, Iraq',
      ar: 'أربيل، إقليم كوردستان، العراق',
      ckb: 'هەولێر، هەرێمی کوردستان، عێراق',
    },
    employmentType: 'FULL_TIME',
    openForDays: 93,
    attachment: {
      key: 'job-production-line-supervisor',
      kind: 'scene',
      scene: 'production-line',
      palette: ['#FFF1DC', '#8D5524'],
      alt: {
        en: 'Workers in white coats checking bags on the production line',
        ar: 'عمّال بمعاطف بيضاء يفحصون الأكياس على خط الإنتاج',
        ckb: 'کرێکاران بە کەوای سپی پاکەتەکان لەسەر هێڵی بەرهەمهێنان دەپشکنن',
      },
    },
  },
  {
    slug: 'export-sales-coordinator-europe',
    title: {
      en: 'Export Sales Coordinator – Europe',
      ar: 'منسّق مبيعات التصدير – أوروبا',
      ckb: 'هەماهەنگکاری فرۆشتنی هەناردە – ئەورووپا',
    },
    description: {
      en: [
        'Help bring the taste of Erbil to shelves across Europe. You coordinate orders from our European distributors and retail partners, from the first offer to the delivered pallet.',
        'Responsibilities: preparing quotations and export documents, working with freight forwarders and customs agents, keeping product information and pack labels up to date for each market, and following up with customers by phone, email and at trade fairs.',
        'Requirements: a degree in business, international trade or a related field, at least two years of experience in export or sales, and fluent English plus Arabic or Kurdish; German or another European language is a plus. The role includes occasional travel to Europe.',
      ],
      ar: [
        'ساهم في إيصال مذاق أربيل إلى رفوف المتاجر في أنحاء أوروبا. ستنسّق طلبات موزّعينا وشركائنا من متاجر التجزئة في أوروبا، من العرض الأول حتى تسليم الشحنة.',
        'المسؤوليات: إعداد عروض الأسعار ووثائق التصدير، والعمل مع وكلاء الشحن والتخليص الجمركي، وتحديث معلومات المنتجات وبيانات العبوات لكل سوق، ومتابعة العملاء عبر الهاتف والبريد الإلكتروني وفي المعارض التجارية.',
        'المتطلبات: شهادة في إدارة الأعمال أو التجارة الدولية أو مجال ذي صلة، وخبرة لا تقل عن سنتين في التصدير أو المبيعات، وإتقان الإنجليزية إلى جانب العربية أو الكردية، وتُعدّ معرفة الألمانية أو لغة أوروبية أخرى ميزة إضافية. تتطلّب الوظيفة السفر إلى أوروبا من حين لآخر.',
      ],
      ckb: [
        'یارمەتیمان بدە تامی هەولێر بگەیەنینە سەر ڕەفەی فرۆشگاکان لە سەرانسەری ئەورووپا. تۆ داواکارییەکانی دابەشکەران و هاوبەشە فرۆشیارەکانمان لە ئەورووپا هەماهەنگ دەکەیت، لە یەکەم پێشنیارەوە تا گەیاندنی بارەکە.',
        'بەرپرسیارێتییەکان: ئامادەکردنی پێشنیاری نرخ و بەڵگەنامەکانی هەناردە، کارکردن لەگەڵ کۆمپانیاکانی گواستنەوە و بریکارانی گومرگ، نوێکردنەوەی زانیاری بەرهەمەکان و نووسینی سەر پاکەتەکان بۆ هەر بازاڕێک، و بەدواداچوون بۆ کڕیاران لە ڕێگەی تەلەفۆن، ئیمەیڵ و پێشانگا بازرگانییەکانەوە.',
        'مەرجەکان: بڕوانامە لە کارگێڕیی بازرگانی، بازرگانیی نێودەوڵەتی یان بوارێکی پەیوەندیدار، لانیکەم دوو ساڵ ئەزموون لە هەناردە یان فرۆشتندا، و شارەزایی تەواو لە ئینگلیزی لەگەڵ عەرەبی یان کوردی؛ زانینی ئەڵمانی یان زمانێکی تری ئەورووپی خاڵێکی زیادەیە. کارەکە هەندێک جار گەشتکردن بۆ ئەورووپای تێدایە.',
      ],
    },
    location: {
      en: 'Erbil, Kurdistan Region, Iraq (with travel to Europe)',
      ar: 'أربيل، إقليم كوردستان، العراق (مع السفر إلى أوروبا)',
      ckb: 'هەولێر، هەرێمی کوردستان، عێراق (لەگەڵ گەشتکردن بۆ ئەورووپا)',
    },
    employmentType: 'FULL_TIME',
    openForDays: 124,
    attachment: {
      key: 'job-export-sales-coordinator-europe',
      kind: 'scene',
      scene: 'export-office',
      palette: ['#FDEBD0', '#C62828'],
      alt: {
        en: 'Our export coordinator at her desk, a map of the route to Europe behind her',
        ar: 'منسّقة التصدير لدينا على مكتبها، وخلفها خريطة الطريق إلى أوروبا',
        ckb: 'هەماهەنگکاری هەناردەمان لەسەر مێزەکەی، نەخشەی ڕێگای ئەوروپا لە پشتیەوە',
      },
    },
  },
  {
    slug: 'food-quality-laboratory-intern',
    title: {
      en: 'Food Quality Laboratory Intern',
      ar: 'متدرّب في مختبر جودة الأغذية',
      ckb: 'ڕاهێنراو لە تاقیگەی کوالیتی خۆراک',
    },
    description: {
      en: [
        'Spend six months in our quality laboratory in Erbil and see how a snack is tested from raw material to finished pack. You will work alongside our food technologists and learn hands-on.',
        'Responsibilities: taking and labelling samples, measuring moisture, salt and oil content, recording results, and supporting taste panels and hygiene checks on the production floor.',
        'Requirements: a final-year student or recent graduate in food science, chemistry, biology or a related field, careful and organised work, good Kurdish or Arabic and basic English. We offer a monthly allowance and a training certificate.',
      ],
      ar: [
        'اقضِ ستة أشهر في مختبر الجودة لدينا في أربيل، وتعرّف على كيفية فحص الوجبة الخفيفة من المادة الخام حتى العبوة النهائية. ستعمل إلى جانب خبراء تقنية الأغذية لدينا وتتعلّم بالممارسة.',
        'المسؤوليات: أخذ العيّنات وترقيمها، وقياس نسب الرطوبة والملح والزيت، وتسجيل النتائج، والمساعدة في جلسات التذوّق وفحوص النظافة في صالة الإنتاج.',
        'المتطلبات: طالب في السنة الأخيرة أو خرّيج حديث في علوم الأغذية أو الكيمياء أو الأحياء أو مجال ذي صلة، ودقّة وتنظيم في العمل، وإجادة الكردية أو العربية، ومعرفة أساسية بالإنجليزية. نقدّم مكافأة شهرية وشهادة تدريب.',
      ],
      ckb: [
        'شەش مانگ لە تاقیگەی کوالیتیمان لە هەولێر بەسەر ببە و ببینە چۆن سووکەخواردنێک لە کەرەستەی خاوەوە تا پاکەتی ئامادە پشکنینی بۆ دەکرێت. لەگەڵ پسپۆڕانی تەکنەلۆژیای خۆراکمان کار دەکەیت و بە کرداری فێر دەبیت.',
        'بەرپرسیارێتییەکان: وەرگرتن و ژمارەلێدانی نموونەکان، پێوانی ڕێژەی شێ، خوێ و ڕۆن، تۆمارکردنی ئەنجامەکان، و یارمەتیدان لە تاقیکردنەوەی تام و پشکنینی پاکوخاوێنی لە هۆڵی بەرهەمهێناندا.',
        'مەرجەکان: خوێندکاری قۆناغی کۆتایی یان دەرچووی نوێی زانستی خۆراک، کیمیا، بایۆلۆجی یان بوارێکی پەیوەندیدار، کارکردنی ورد و ڕێکوپێک، زانینی باشی کوردی یان عەرەبی و ئینگلیزیی سەرەتایی. پاداشتی مانگانە و بڕوانامەی ڕاهێنان پێشکەش دەکەین.',
      ],
    },
    location: {
      en: 'Erbil, Kurdistan Region, Iraq',
      ar: 'أربيل، إقليم كوردستان، العراق',
      ckb: 'هەولێر، هەرێمی کوردستان، عێراق',
    },
    employmentType: 'INTERN',
    openForDays: 65,
    attachment: {
      key: 'job-food-quality-laboratory-intern',
      kind: 'scene',
      scene: 'laboratory',
      palette: ['#EAF4E4', '#2E7D32'],
      alt: {
        en: 'Our quality laboratory team in Erbil',
        ar: 'فريق مختبر الجودة لدينا في أربيل',
        ckb: 'تیمی تاقیگەی کوالیتیمان لە هەولێر',
      },
    },
  },
]
