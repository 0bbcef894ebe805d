// The help center's strings in Arabic (Modern Standard Arabic; ar-EG falls back to it), for the Arabic pages of
// the sa and eg sites. Counts are interpolated as {{count, number}}: i18next formats them with Intl for the
// page's locale, in the same Arabic-Indic digits as the numbers written here. Latin values inside Arabic text
// (a phone prefix or number) sit between the Unicode isolates U+2066 (left to right) and U+2069, a search
// query between U+2068 (its own direction) and U+2069: what <bdi> does in markup. Arabic plural forms: zero,
// one, two, few (3-10), many (11-99), other.
import type { HelpStrings } from './en-US.ts';

/** A left-to-right value (a phone prefix) isolated inside Arabic text. */
const isolate = (placeholder: string) => `\u2066{{${placeholder}}}\u2069`;
/** A text in its own direction (a search query, Arabic or Latin) isolated inside Arabic text. */
const isolateText = (placeholder: string) => `\u2068{{${placeholder}}}\u2069`;
/** The example phone number (a Saudi mobile number without its country code), left to right. */
const phoneExample = '\u2066٥٠ ١٢٣ ٤٥٦٧\u2069';

const arSA: HelpStrings = {
  region: 'مركز المساعدة',
  home: {
    title: 'مركز المساعدة',
    rideTitle: 'مركز مساعدة Ride',
    intro: 'ابحث في إجاباتنا أو اختر موضوعًا.',
    bookingTypes: 'بماذا يمكننا مساعدتك؟',
    categories: 'المواضيع',
    featured: 'المقالات الأكثر قراءة',
    articles_zero: 'لا توجد مقالات',
    articles_one: 'مقال واحد',
    articles_two: 'مقالان',
    articles_few: '{{count, number}} مقالات',
    articles_many: '{{count, number}} مقالًا',
    articles_other: '{{count, number}} مقال',
  },
  bookingType: {
    rent: 'تأجير السيارات والشاحنات الصغيرة',
    ride: 'الرحلات',
    share: 'مشاركة السيارات',
    subscription: 'اشتراك السيارات',
  },
  search: {
    label: 'ابحث في مركز المساعدة',
    placeholder: 'مثال: تعديل الحجز',
    submit: 'بحث',
    tooShort: 'أدخل ٣ أحرف على الأقل لرؤية نتائج ذات صلة.',
    tooLong: 'لا يمكن أن يزيد نص البحث على ١٠٠ حرف.',
    title: 'نتائج البحث',
    resultsFor_zero: `لا توجد مقالات عن «${isolateText('query')}»`,
    resultsFor_one: `مقال واحد عن «${isolateText('query')}»`,
    resultsFor_two: `مقالان عن «${isolateText('query')}»`,
    resultsFor_few: `{{count, number}} مقالات عن «${isolateText('query')}»`,
    resultsFor_many: `{{count, number}} مقالًا عن «${isolateText('query')}»`,
    resultsFor_other: `{{count, number}} مقال عن «${isolateText('query')}»`,
    noArticles: 'لم نعثر على أي مقالات',
    noArticlesHint: 'جرّب كلمات أخرى، أو تصفّح المواضيع أدناه، أو راسلنا.',
  },
  nav: {
    breadcrumb: 'أنت هنا',
    home: 'مركز المساعدة',
    back: 'العودة إلى مركز المساعدة',
  },
  section: {
    articlesIn: 'مقالات في {{section}}',
  },
  article: {
    helpfulQuestion: 'هل كان هذا المقال مفيدًا؟',
    yes: 'نعم',
    no: 'لا',
    sending: 'جارٍ إرسال تقييمك…',
    thanks: 'شكرًا على ملاحظاتك.',
    thanksNotHelpful: 'شكرًا على ملاحظاتك. نأسف لأن هذا المقال لم يُجب عن سؤالك.',
    voteFailed: 'تعذّر إرسال تقييمك. يُرجى المحاولة مرة أخرى.',
    stillNeedHelp: 'هل ما زلت بحاجة إلى مساعدة؟',
    related: 'المزيد في {{section}}',
  },
  contact: {
    title: 'اتصل بنا',
    cta: 'تواصل معنا',
    intro: 'أخبرنا بما حدث وسنعاود التواصل معك.',
    direct: 'تفضّل التحدث إلينا؟ اتصل بنا أو أرسل بريدًا إلكترونيًا:',
    paymentHelp: 'أسئلة عن عملية دفع؟ اقرأ صفحة المساعدة الخاصة بالدفع.',
    required: 'الحقول المميزة بعلامة * إلزامية.',
    topic: 'الموضوع',
    chooseTopic: 'اختر موضوعًا',
    name: 'الاسم',
    phone: 'رقم الهاتف',
    phoneHint: `رقمك بدون رمز الدولة، مثل ${phoneExample}. سنضيف ${isolate('prefix')}.`,
    email: 'البريد الإلكتروني (اختياري)',
    message: 'رسالتك',
    messageHint: '٢٠٠٠ حرف كحد أقصى.',
    agreement: 'رقم عقد الإيجار (اختياري)',
    agreementHint: '٩ أو ١٠ أرقام، مطبوع على عقد الإيجار.',
    reservation: 'رقم الحجز (اختياري)',
    reservationHint: 'من ٦ إلى ١٦ حرفًا أو رقمًا، تجده في رسالة التأكيد الإلكترونية.',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    errorSummary_zero: 'لا توجد حقول لتصحيحها.',
    errorSummary_one: 'يُرجى تصحيح حقل واحد:',
    errorSummary_two: 'يُرجى تصحيح حقلين:',
    errorSummary_few: 'يُرجى تصحيح {{count, number}} حقول:',
    errorSummary_many: 'يُرجى تصحيح {{count, number}} حقلًا:',
    errorSummary_other: 'يُرجى تصحيح {{count, number}} حقل:',
    sendFailed: 'تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
    topics: {
      booking: 'حجزي',
      payment: 'الدفع',
      invoice: 'الفاتورة',
      damage: 'ضرر أو حادث',
      account: 'حسابي',
      'lost-and-found': 'المفقودات',
      ride: 'رحلة',
      'lost-item': 'غرض مفقود',
      'driver-feedback': 'ملاحظات عن سائق',
      other: 'موضوع آخر',
    },
    problems: {
      topicRequired: 'اختر موضوعًا.',
      required: 'هذا الحقل إلزامي ولا يمكن تركه فارغًا.',
      nameTooLong: 'لا يمكن أن يزيد الاسم على ١٠٠ حرف.',
      phoneInvalid: `يُرجى إدخال رقم هاتف صحيح بالأرقام فقط، مثل ${phoneExample}.`,
      emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
      messageTooLong: 'لا يمكن أن تزيد الرسالة على ٢٠٠٠ حرف.',
      agreementInvalid: 'يتكوّن رقم عقد الإيجار من ٩ أو ١٠ أرقام.',
      reservationInvalid: 'يتكوّن رقم الحجز من ٦ إلى ١٦ حرفًا أو رقمًا.',
    },
  },
  sent: {
    title: 'شكرًا على رسالتك',
    body: 'تلقّينا رسالتك وسنعاود التواصل معك في أقرب وقت ممكن.',
    reference: 'الرقم المرجعي',
    receivedAt: 'تاريخ تلقّي الرسالة',
    phone: 'سنتصل بك على الرقم',
    backHome: 'العودة إلى مركز المساعدة',
  },
  faq: {
    title_ride: 'الأسئلة الشائعة عن Ride',
    title_share: 'الأسئلة الشائعة عن مشاركة السيارات',
    title_subscription: 'الأسئلة الشائعة عن اشتراك السيارات',
    intro: 'إجابات عن أكثر الأسئلة التي تصلنا.',
    empty: 'لا توجد أسئلة هنا بعد.',
    more: 'زيارة مركز المساعدة',
  },
  status: {
    loading: 'جارٍ التحميل…',
    offline: 'يتعذّر الوصول إلى مركز المساعدة حاليًا. تحقّق من اتصالك ثم حاول مرة أخرى.',
    server: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
    notFound: 'هذه الصفحة من مركز المساعدة غير موجودة أو تمت إزالتها.',
    retry: 'حاول مرة أخرى',
  },
};

export default arSA;
