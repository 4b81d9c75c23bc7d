import type { VideoSeed } from './types.ts'

export const videos: VideoSeed[] = [
  {
    slug: 'erbil-factory-tour',
    title: {
      en: 'A Tour of Our Erbil Factory',
      ar: 'جولة في مصنعنا بأربيل',
      ckb: 'گەشتێک بە ناو کارگەکەماندا لە هەولێر',
    },
    description: {
      en: [
        'Step inside our factory on Kirkuk Road and follow a working day, from the first delivery of the morning to the last pallet loaded onto the lorry.',
        'Meet the people behind the machines, see our quality laboratory at work and discover how we keep every line clean, safe and running smoothly.',
      ],
      ar: [
        'ادخلوا مصنعنا على طريق كركوك وتابعوا يوم عمل كاملًا، من أول شحنة تصل في الصباح إلى آخر منصّة تُحمَّل على الشاحنة.',
        'تعرّفوا على الأشخاص الذين يقفون خلف الآلات، وشاهدوا مختبر الجودة أثناء العمل، واكتشفوا كيف نحافظ على نظافة كل خط إنتاج وسلامته وسير عمله بانتظام.',
      ],
      ckb: [
        'وەرنە ناو کارگەکەمان لەسەر ڕێگای کەرکووک و ڕۆژێکی کار لەگەڵمان بەسەر ببەن، لە یەکەم باری بەیانییەوە تا دوایین پالێت کە لە بارهەڵگرەکە باردەکرێت.',
        'ئەو کەسانە بناسن کە لە پشت ئامێرەکانەوەن، تاقیگەی کوالیتیمان لە کاتی کارکردندا ببینن، و بزانن چۆن هەموو هێڵێک پاک و سەلامەت و بێکێشە دەهێڵینەوە.',
      ],
    },
    videoUrl: 'https://www.youtube.com/watch?v=Hx7kQ2mLp9A',
    poster: {
      key: 'video-erbil-factory-tour',
      kind: 'scene',
      scene: 'factory',
      still: true,
      palette: ['#FDEBD0', '#8D5524'],
      alt: {
        en: 'The Hawler Foods factory on Kirkuk Road',
        ar: 'مصنع أغذية هولير على طريق كركوك',
        ckb: 'کارگەی خۆراکی هەولێر لەسەر ڕێگای کەرکووک',
      },
    },
  },
  {
    slug: 'how-our-chips-are-made',
    title: {
      en: 'From Field to Bag: How Our Chips Are Made',
      ar: 'من الحقل إلى الكيس: كيف نصنع رقائق البطاطس',
      ckb: 'لە کێڵگەوە بۆ کیسە: چیپسەکانمان چۆن دروست دەکرێن',
    },
    description: {
      en: [
        'Fresh potatoes from the Erbil plain are washed, peeled and thinly sliced, then fried in small batches in sunflower oil until golden and crisp.',
        'Watch as each batch is seasoned with a pinch of salt, checked by our quality team and sealed in its bag within minutes, so it reaches you as crunchy as the moment it left the fryer.',
      ],
      ar: [
        'تُغسل البطاطس الطازجة القادمة من سهل أربيل وتُقشَّر وتُقطَّع شرائح رقيقة، ثم تُقلى على دفعات صغيرة في زيت عبّاد الشمس حتى تصبح ذهبية ومقرمشة.',
        'شاهدوا كيف تُتبَّل كل دفعة برشّة من الملح، ثم يفحصها فريق الجودة وتُغلق في كيسها خلال دقائق، لتصلكم مقرمشة كما خرجت للتوّ من المقلاة.',
      ],
      ckb: [
        'پەتاتەی تازەی دەشتی هەولێر دەشۆردرێت، توێکڵی لێدەکرێتەوە و بە تەنکی لەت دەکرێت، پاشان بە بڕی بچووک لە ڕۆنی گوڵەبەڕۆژەدا سوور دەکرێتەوە تا زێڕین و قرچە دەبێت.',
        'سەیر بکەن چۆن هەر بڕێک بە کەمێک خوێ تام دەدرێت، تیمی کوالیتی دەیپشکنێت و لە ماوەی چەند خولەکێکدا لە کیسەکەیدا دادەخرێت، تا هەر بەو قرچەییەی کە لە تاوەکە دەرچوو بگاتە دەستتان.',
      ],
    },
    videoUrl: 'https://www.youtube.com/watch?v=Rt4vN8sWq3E',
    poster: {
      key: 'video-how-our-chips-are-made',
      kind: 'scene',
      scene: 'production-line',
      still: true,
      palette: ['#FFF1DC', '#F2A900'],
      alt: {
        en: 'Play the video about how our potato chips are made',
        ar: 'شغّل فيديو طريقة صنع رقائق البطاطس',
        ckb: 'ڤیدیۆی چۆنیەتی دروستکردنی چیپسی پەتاتە لێبدە',
      },
    },
    barcode: '6261001000015',
  },
  {
    slug: 'fattoush-with-sumac-chips-recipe',
    title: {
      en: 'Recipe Video: Crunchy Fattoush with Sumac and Onion Chips',
      ar: 'فيديو وصفة: فتوش مقرمش برقائق السماق والبصل',
      ckb: 'ڤیدیۆی ڕەچەتە: فەتووشی قرچە لەگەڵ چیپسی سوماق و پیاز',
    },
    description: {
      en: [
        'Our chef shows how to turn a classic fattoush into a favourite for every gathering: crisp lettuce, cucumber, tomato and fresh mint, dressed with pomegranate molasses and topped with a handful of our sumac and onion potato chips instead of fried bread.',
        'Ready in fifteen minutes, it is light, tangy and perfect beside grilled meat or on a summer evening in the garden.',
      ],
      ar: [
        'يُرينا طاهينا كيف يحوّل الفتوش التقليدي إلى طبق محبوب في كل جَمعة: خسّ وخيار وطماطم ونعناع طازج، مع دبس الرمان وحفنة من رقائق البطاطس بالسماق والبصل بدلًا من الخبز المقلي.',
        'يجهز خلال خمس عشرة دقيقة، وهو خفيف ومنعش بنكهته الحامضة، ومثالي بجانب المشويات أو في أمسية صيفية في الحديقة.',
      ],
      ckb: [
        'چێشتلێنەرەکەمان نیشانمان دەدات چۆن فەتووشی ناسراو بکەینە خواردنێکی خۆشەویست بۆ هەموو کۆبوونەوەیەک: کاهوو، خەیار، تەماتە و نەعنای تازە، لەگەڵ دۆشاوی هەنار و مشتێک لە چیپسی پەتاتەی سوماق و پیازەکەمان لە جیاتی نانی سوورکراوە.',
        'لە ماوەی پازدە خولەکدا ئامادە دەبێت؛ سووک و ترش و خۆشە، و لەگەڵ گۆشتی برژاو یان لە ئێوارەیەکی هاویندا لە باخچەدا زۆر دەگونجێت.',
      ],
    },
    videoUrl: 'https://www.youtube.com/watch?v=Jc2pZ6yKd5U',
    poster: {
      key: 'video-fattoush-with-sumac-chips-recipe',
      kind: 'scene',
      scene: 'kitchen-fattoush',
      still: true,
      palette: ['#EAF4E4', '#C62828'],
      alt: {
        en: 'Play the fattoush recipe video',
        ar: 'شغّل فيديو وصفة الفتوش',
        ckb: 'ڤیدیۆی ڕەچەتەی فەتووش لێبدە',
      },
    },
  },
  {
    slug: 'our-story-since-1944',
    title: {
      en: 'Our Story: Hawler Foods Since 1944',
      ar: 'قصتنا: أغذية هولير منذ عام 1944',
      ckb: 'چیرۆکی ئێمە: خۆراکی هەولێر لە ساڵی 1944ەوە',
    },
    description: {
      en: [
        'It began with one oven and a family recipe for sesame tea biscuits in the old lanes below Erbil Citadel. Through eight decades of change, the bakery grew into a factory, and the factory into a name that families across Iraq know and trust.',
        'In this short film, three generations of the Hawler Foods family share the memories, the hard years and the small joys that shaped the company, and explain why we still believe the best snacks are made with patience.',
      ],
      ar: [
        'بدأت الحكاية بفرن واحد ووصفة عائلية لبسكويت الشاي بالسمسم في الأزقّة القديمة أسفل قلعة أربيل. وعلى مدى ثمانية عقود من التغيير، كبر المخبز ليصبح مصنعًا، وأصبح المصنع اسمًا تعرفه العائلات في أنحاء العراق وتثق به.',
        'في هذا الفيلم القصير، تروي ثلاثة أجيال من عائلة أغذية هولير الذكريات والسنوات الصعبة والأفراح الصغيرة التي صنعت الشركة، وتشرح لماذا ما زلنا نؤمن بأن أطيب الوجبات الخفيفة تُصنع بالصبر.',
      ],
      ckb: [
        'هەموو شتێک بە فڕنێک و ڕەچەتەیەکی خێزانی بۆ بیسکیتی چای بە کونجی دەستی پێکرد، لە کۆڵانە کۆنەکانی ژێر قەڵای هەولێر. بە درێژایی هەشت دەیە لە گۆڕانکاری، نانەواخانەکە بوو بە کارگە، و کارگەکەش بوو بە ناوێک کە خێزانەکان لە سەرانسەری عێراقدا دەیناسن و متمانەی پێدەکەن.',
        'لەم فیلمە کورتەدا، سێ نەوە لە خێزانی خۆراکی هەولێر یادەوەرییەکان، ساڵە سەختەکان و خۆشییە بچووکەکانی ئەو ڕێگایە دەگێڕنەوە کە کۆمپانیاکەی بنیات نا، و ڕوونی دەکەنەوە بۆچی هێشتا باوەڕمان وایە باشترین سووکەخۆراک بە پشوودرێژی دروست دەکرێت.',
      ],
    },
    videoUrl: 'https://vimeo.com/824519376',
    poster: {
      key: 'video-our-story-since-1944',
      kind: 'scene',
      scene: 'old-shop',
      still: true,
      palette: ['#FCE4E4', '#8D5524'],
      alt: {
        en: 'Play the film about the story of Hawler Foods',
        ar: 'شغّل فيلم قصة أغذية هولير',
        ckb: 'فیلمی چیرۆکی خۆراکی هەولێر لێبدە',
      },
    },
  },
]
