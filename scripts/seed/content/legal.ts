import type { LegalPageSlug } from '../../../src/lib/legalPages'
import type { Localized } from './types'

type LegalSeed = { slug: LegalPageSlug; title: Localized; description: Localized<string[]> }

/**
 * Demo texts of the legal pages. What only the company can fill in is in [square brackets],
 * for the editor to replace; what the site does (what it keeps, for how long, which cookies)
 * is as the code does it.
 */
export const legalTexts: LegalSeed[] = [
  {
    slug: 'privacy-notice',
    title: { en: 'Privacy notice', ar: 'إشعار الخصوصية', ckb: 'ئاگاداری تایبەتمەندی' },
    description: {
      en: [
        'Hawler Foods ([registered company name], [registered address]) runs this website. This notice says what the site keeps about the people who use it, why, and for how long. Questions about it go to [privacy e-mail address].',
        'Reading the site needs no account and sets no cookie. Our server writes a line for each request, for security and to find faults: the page asked for, the answer, its size and how long it took. It does not write your internet address, your browser or anything you typed. These lines are kept for [number] days.',
        'To stop the guessing of passwords and floods of messages or searches, the server counts requests from each internet address for at most one hour, then forgets them.',
        'When you send an enquiry from the contact page, we keep your name, company, country, e-mail address and message, to answer you (you asked us to: GDPR Art. 6(1)(b), and you agreed). It is e-mailed to our sales team and deleted automatically after the period set on the site, 365 days unless we say otherwise here.',
        'When you apply for a job on this site, we keep your name, e-mail address, phone number, your message and your CV, to consider your application (you asked us to: GDPR Art. 6(1)(b), and you agreed). Your details are e-mailed to the staff who hire, without the CV: the CV stays on our server, where only our administrators can open it. The application and the CV are deleted automatically after the period set on the site, 180 days unless we say otherwise here.',
        'Only our staff have accounts. An account holds a name, an e-mail address and the password, stored only as a salted hash. Signing in sets the cookie payload-token, which ends when you sign out or after two hours.',
        'The site sets only the cookies it needs to work: NEXT_LOCALE remembers the language you chose (one year), payload-token keeps our staff signed in, signed-in tells the site’s pages to show them the way back to the dashboard (until they sign out, at most 30 days), and __prerender_bypass lets them preview drafts. None of them follows you or is shared with anyone, so the site needs no consent banner (ePrivacy Directive, Art. 5(3)).',
        'Nothing is loaded from another company’s server until you ask for it: a YouTube or Vimeo video starts loading only when you press play, and a map opens only when you follow its link. The fonts and pictures are our own.',
        'You may ask to see, correct or delete what we keep about you, object to its use, or complain to a data-protection authority. Write to [privacy e-mail address].',
      ],
      ar: [
        'تدير شركة هولير للأغذية ([الاسم المسجل للشركة]، [العنوان المسجل]) هذا الموقع. يوضح هذا الإشعار ما يحتفظ به الموقع عن مستخدميه، ولماذا، وإلى متى. تُرسل الأسئلة عنه إلى [عنوان البريد الإلكتروني للخصوصية].',
        'لا تحتاج قراءة الموقع إلى حساب ولا تضع أي ملف تعريف ارتباط. يكتب خادمنا سطراً لكل طلب، للأمان ولاكتشاف الأعطال: الصفحة المطلوبة والرد وحجمه ومدته. ولا يكتب عنوانك على الإنترنت ولا متصفحك ولا أي شيء كتبته. تُحفظ هذه السطور [عدد] يوماً.',
        'لمنع تخمين كلمات المرور وإغراق الموقع بالرسائل أو عمليات البحث، يعدّ الخادم الطلبات الواردة من كل عنوان إنترنت لمدة ساعة واحدة على الأكثر ثم ينساها.',
        'عندما ترسل استفساراً من صفحة الاتصال، نحتفظ باسمك وشركتك وبلدك وبريدك الإلكتروني ورسالتك للرد عليك (بطلب منك وبموافقتك: المادة 6(1)(ب) من اللائحة العامة لحماية البيانات). يُرسل الاستفسار بالبريد الإلكتروني إلى فريق المبيعات ويُحذف تلقائياً بعد المدة المحددة في الموقع، 365 يوماً ما لم نذكر غير ذلك هنا.',
        'عندما تتقدم لوظيفة عبر هذا الموقع، نحتفظ باسمك وبريدك الإلكتروني ورقم هاتفك ورسالتك وسيرتك الذاتية للنظر في طلبك (بطلب منك وبموافقتك: المادة 6(1)(ب) من اللائحة العامة لحماية البيانات). تُرسل بياناتك بالبريد الإلكتروني إلى الموظفين المسؤولين عن التوظيف دون السيرة الذاتية: تبقى السيرة الذاتية على خادمنا ولا يفتحها إلا مديرو الموقع. يُحذف الطلب والسيرة الذاتية تلقائياً بعد المدة المحددة في الموقع، وهي 180 يوماً ما لم نذكر غير ذلك هنا.',
        'الحسابات لموظفينا فقط. يحتوي الحساب على اسم وبريد إلكتروني وكلمة مرور محفوظة كقيمة مموّهة فقط. يضع تسجيل الدخول ملف تعريف الارتباط payload-token الذي ينتهي عند تسجيل الخروج أو بعد ساعتين.',
        'لا يضع الموقع إلا ملفات تعريف الارتباط التي يحتاجها ليعمل: NEXT_LOCALE يتذكر اللغة التي اخترتها (سنة واحدة)، وpayload-token يُبقي موظفينا مسجلين، وsigned-in يُعلم صفحات الموقع بأن تعرض لهم رابط لوحة التحكم (حتى تسجيل الخروج، 30 يومًا على الأكثر)، و__prerender_bypass يتيح لهم معاينة المسودات. لا يتتبعك أي منها ولا يُشارك مع أحد، لذا لا يحتاج الموقع إلى شريط موافقة (توجيه الخصوصية الإلكترونية، المادة 5(3)).',
        'لا يُحمَّل شيء من خوادم شركة أخرى حتى تطلبه: يبدأ تحميل فيديو يوتيوب أو فيميو عندما تضغط على التشغيل فقط، وتُفتح الخريطة فقط عندما تتبع رابطها. الخطوط والصور خاصة بنا.',
        'يمكنك أن تطلب الاطلاع على ما نحتفظ به عنك أو تصحيحه أو حذفه، أو أن تعترض على استخدامه، أو أن تشتكي إلى هيئة حماية البيانات. راسلنا على [عنوان البريد الإلكتروني للخصوصية].',
      ],
      ckb: [
        'کۆمپانیای خۆراکی هەولێر ([ناوی تۆمارکراوی کۆمپانیا]، [ناونیشانی تۆمارکراو]) ئەم ماڵپەڕە بەڕێوە دەبات. ئەم ئاگادارییە دەڵێت ماڵپەڕەکە چی لەبارەی بەکارهێنەرانییەوە هەڵدەگرێت، بۆچی و بۆ چەند ماوە. پرسیارەکان بنێرە بۆ [ناونیشانی ئیمەیڵی تایبەتمەندی].',
        'خوێندنەوەی ماڵپەڕەکە پێویستی بە هەژمار نییە و هیچ کووکییەک دانانێت. ڕاژەکارەکەمان بۆ هەر داواکارییەک هێڵێک دەنووسێت، بۆ ئاسایش و دۆزینەوەی هەڵە: پەڕەی داواکراو، وەڵامەکە، قەبارە و ماوەکەی. ناونیشانی ئینتەرنێتت، وێبگەڕەکەت و هیچ شتێک کە نووسیوتە نانووسێت. ئەم هێڵانە [ژمارە] ڕۆژ دەهێڵدرێنەوە.',
        'بۆ ڕێگرتن لە تاقیکردنەوەی وشەی نهێنی و لافاوی نامە یان گەڕان، ڕاژەکارەکە داواکارییەکانی هەر ناونیشانێکی ئینتەرنێت بۆ زۆرترین یەک کاتژمێر دەژمێرێت، پاشان لەبیریان دەکات.',
        'کاتێک لە پەڕەی پەیوەندی پرسیارێک دەنێریت، ناو، کۆمپانیا، وڵات، ئیمەیڵ و نامەکەت هەڵدەگرین بۆ ئەوەی وەڵامت بدەینەوە (بە داوای خۆت و بە ڕەزامەندیت: ماددەی 6(1)(ب)ی ڕێسای گشتیی پاراستنی داتا). بە ئیمەیڵ دەنێردرێت بۆ تیمی فرۆشتن و دوای ئەو ماوەیەی لە ماڵپەڕەکەدا دانراوە خۆکارانە دەسڕدرێتەوە، 365 ڕۆژ ئەگەر لێرەدا شتێکی تر نەڵێین.',
        'کاتێک لەم ماڵپەڕەوە داواکاری بۆ کارێک دەنێریت، ناو، ئیمەیڵ، ژمارەی تەلەفۆن، نامە و سیڤییەکەت هەڵدەگرین بۆ ئەوەی سەیری داواکارییەکەت بکەین (بە داوای خۆت و بە ڕەزامەندیت: ماددەی 6(1)(ب)ی ڕێسای گشتیی پاراستنی داتا). زانیارییەکانت بەبێ سیڤی بە ئیمەیڵ دەنێردرێن بۆ ئەو کارمەندانەی کار دادەمەزرێنن: سیڤییەکە لەسەر ڕاژەکارەکەمان دەمێنێتەوە و تەنها بەڕێوەبەرانی ماڵپەڕ دەتوانن بیکەنەوە. داواکاری و سیڤییەکە دوای ئەو ماوەیەی لە ماڵپەڕەکەدا دیاری کراوە بە شێوەی خۆکار دەسڕدرێنەوە، کە 180 ڕۆژە مەگەر لێرە شتێکی تر بڵێین.',
        'تەنها کارمەندانمان هەژماریان هەیە. هەژمارێک ناوێک، ئیمەیڵێک و وشەی نهێنی لەخۆ دەگرێت کە تەنها وەک هاشی خوێکراو هەڵدەگیرێت. چوونەژوورەوە کووکیی payload-token دادەنێت کە بە چوونەدەرەوە یان دوای دوو کاتژمێر کۆتایی دێت.',
        'ماڵپەڕەکە تەنها ئەو کووکییانە دادەنێت کە بۆ کارکردن پێویستن: NEXT_LOCALE ئەو زمانەی هەڵتبژاردووە لەبیر دەهێڵێت (یەک ساڵ)، payload-token کارمەندانمان لە ژوورەوە دەهێڵێتەوە، signed-in بە پەڕەکانی ماڵپەڕ دەڵێت بەستەری داشبۆردیان پیشان بدەن (تا دەچنە دەرەوە، ئەوپەڕی ٣٠ ڕۆژ)، و __prerender_bypass ڕێگەیان دەدات ڕەشنووسەکان ببینن. هیچیان شوێنت ناکەوێت و لەگەڵ کەس بەش ناکرێت، بۆیە ماڵپەڕەکە پێویستی بە دوگمەی ڕەزامەندی نییە (ڕێنمایی تایبەتمەندیی ئەلیکترۆنی، ماددەی 5(3)).',
        'هیچ شتێک لە ڕاژەکاری کۆمپانیایەکی تر بار ناکرێت تا خۆت داوای بکەیت: ڤیدیۆی یوتیوب یان ڤیمیۆ تەنها کاتێک بار دەبێت کە دوگمەی لێدان دادەگریت، و نەخشە تەنها کاتێک دەکرێتەوە کە بەستەرەکەی دەکەیتەوە. فۆنت و وێنەکان هی خۆمانن.',
        'دەتوانیت داوا بکەیت ئەوەی لەبارەتەوە هەڵیدەگرین ببینیت، ڕاستی بکەیتەوە یان بیسڕیتەوە، ناڕەزایی دەرببڕیت، یان سکاڵا بکەیت لای دەسەڵاتی پاراستنی داتا. بنووسە بۆ [ناونیشانی ئیمەیڵی تایبەتمەندی].',
      ],
    },
  },
  {
    slug: 'legal-notice',
    title: { en: 'Legal notice', ar: 'البيانات القانونية', ckb: 'زانیاریی یاسایی' },
    description: {
      en: [
        'This website is run by [registered company name], [legal form], [registered address], Erbil, Kurdistan Region, Iraq.',
        'Registered with [registry] under number [registration number]. Tax number: [tax number]. Food business registration: [registration number].',
        'Responsible for the content: [name, position]. Telephone [telephone number], e-mail [e-mail address].',
        'For buyers in the European Union: [importer or representative in the EU, address], if one acts for us.',
        'Hawler Foods has made snacks since 1944. The names, pictures and texts of this site are ours; ask us before using them elsewhere.',
      ],
      ar: [
        'يدير هذا الموقع [الاسم المسجل للشركة]، [الشكل القانوني]، [العنوان المسجل]، أربيل، إقليم كوردستان، العراق.',
        'مسجلة لدى [جهة التسجيل] برقم [رقم التسجيل]. الرقم الضريبي: [الرقم الضريبي]. رقم تسجيل منشأة الأغذية: [رقم التسجيل].',
        'المسؤول عن المحتوى: [الاسم، المنصب]. الهاتف [رقم الهاتف]، البريد الإلكتروني [عنوان البريد الإلكتروني].',
        'للمشترين في الاتحاد الأوروبي: [المستورد أو الممثل في الاتحاد الأوروبي، العنوان]، إن وُجد من يمثلنا.',
        'تصنع هولير للأغذية الوجبات الخفيفة منذ عام 1944. الأسماء والصور والنصوص في هذا الموقع ملك لنا؛ اسألنا قبل استخدامها في مكان آخر.',
      ],
      ckb: [
        'ئەم ماڵپەڕە لەلایەن [ناوی تۆمارکراوی کۆمپانیا]، [شێوەی یاسایی]، [ناونیشانی تۆمارکراو]، هەولێر، هەرێمی کوردستان، عێراق بەڕێوە دەبرێت.',
        'تۆمارکراوە لە [دەزگای تۆمار] بە ژمارەی [ژمارەی تۆمار]. ژمارەی باج: [ژمارەی باج]. ژمارەی تۆماری دامەزراوەی خۆراک: [ژمارەی تۆمار].',
        'بەرپرسی ناوەڕۆک: [ناو، پۆست]. تەلەفۆن [ژمارەی تەلەفۆن]، ئیمەیڵ [ناونیشانی ئیمەیڵ].',
        'بۆ کڕیارانی یەکێتیی ئەورووپا: [هاوردەکار یان نوێنەر لە یەکێتیی ئەورووپا، ناونیشان]، ئەگەر کەسێک نوێنەرایەتیمان بکات.',
        'خۆراکی هەولێر لە ساڵی 1944ەوە سووکەخۆراک دروست دەکات. ناو، وێنە و دەقەکانی ئەم ماڵپەڕە هی ئێمەن؛ پێش بەکارهێنانیان لە شوێنێکی تر لێمان بپرسە.',
      ],
    },
  },
  {
    slug: 'accessibility-statement',
    title: { en: 'Accessibility statement', ar: 'بيان إمكانية الوصول', ckb: 'ڕاگەیاندنی دەستڕاگەیشتن' },
    description: {
      en: [
        'We want everyone to be able to use this site: on a phone or a computer, with a keyboard alone, with a screen reader, zoomed in, and in English, Arabic or Kurdish, which read from right to left.',
        'The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked with automatic tools before each release, and by hand with a keyboard and a screen reader from time to time; that is not a guarantee that nothing was missed.',
        'Known limits: videos come from YouTube or Vimeo, whose players and captions we do not control; pictures added by our editors need a description written by them, and an older one may lack it.',
        'If something on the site does not work for you, tell us what and where: [e-mail address] or [telephone number]. We answer within [number] working days.',
        'This statement was last reviewed on [date].',
      ],
      ar: [
        'نريد أن يتمكن الجميع من استخدام هذا الموقع: على الهاتف أو الحاسوب، بلوحة المفاتيح وحدها، بقارئ الشاشة، مع التكبير، وبالإنجليزية أو العربية أو الكوردية التي تُقرأ من اليمين إلى اليسار.',
        'يسعى الموقع إلى استيفاء إرشادات الوصول إلى محتوى الويب (WCAG) 2.2 بالمستوى AA. تُفحص كل صفحة بأدوات آلية قبل كل إصدار، ويدوياً بلوحة المفاتيح وقارئ الشاشة من حين لآخر؛ وهذا ليس ضماناً لعدم إغفال شيء.',
        'حدود معروفة: تأتي مقاطع الفيديو من يوتيوب أو فيميو، ولا نتحكم في مشغلاتها وترجماتها؛ والصور التي يضيفها المحررون تحتاج إلى وصف يكتبونه، وقد يفتقر إليه بعض الصور القديمة.',
        'إذا لم يعمل شيء في الموقع معك، أخبرنا ما هو وأين: [عنوان البريد الإلكتروني] أو [رقم الهاتف]. نرد خلال [عدد] أيام عمل.',
        'رُوجع هذا البيان آخر مرة في [التاريخ].',
      ],
      ckb: [
        'دەمانەوێت هەمووان بتوانن ئەم ماڵپەڕە بەکاربهێنن: لە مۆبایل یان کۆمپیوتەر، تەنها بە تەختەکلیل، بە خوێنەرەوەی شاشە، بە گەورەکردنەوە، و بە ئینگلیزی، عەرەبی یان کوردی کە لە ڕاستەوە بۆ چەپ دەخوێنرێنەوە.',
        'ماڵپەڕەکە هەوڵ دەدات ڕێنماییەکانی دەستڕاگەیشتن بە ناوەڕۆکی وێب (WCAG) 2.2 لە ئاستی AA جێبەجێ بکات. هەموو پەڕەیەک پێش هەر بڵاوکردنەوەیەک بە ئامرازی خۆکار دەپشکنرێت، و جار جار بە دەست بە تەختەکلیل و خوێنەرەوەی شاشە؛ ئەمە گەرەنتی نییە کە هیچ شتێک لەبیر نەکرابێت.',
        'سنوورە ناسراوەکان: ڤیدیۆکان لە یوتیوب یان ڤیمیۆوە دێن کە کۆنترۆڵی لێدەر و ژێرنووسەکانیان ناکەین؛ ئەو وێنانەی دەستکارانمان زیادی دەکەن پێویستیان بە وەسفێکە کە خۆیان دەینووسن، و لەوانەیە هەندێک وێنەی کۆن نەیبێت.',
        'ئەگەر شتێک لە ماڵپەڕەکە بۆت کار ناکات، پێمان بڵێ چی و لە کوێ: [ناونیشانی ئیمەیڵ] یان [ژمارەی تەلەفۆن]. لە ماوەی [ژمارە] ڕۆژی کاردا وەڵام دەدەینەوە.',
        'ئەم ڕاگەیاندنە دوایین جار لە [بەروار] پێداچوونەوەی بۆ کراوە.',
      ],
    },
  },
]
