// The mails in Arabic (Modern Standard Arabic, right to left). Polite and without guessing the reader's
// gender: "يُرجى …" and pronoun suffixes that read the same for a man and a woman, no gendered verbs.
import type { MailCopy } from '../types.ts';

// Arabic counts: "دقيقة واحدة", "دقيقتين" (no numeral), "٣ دقائق" (3–10), "٦٠ دقيقة" (11 and more).
const minutes = {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: '# دقائق',
  other: '# دقيقة',
};
const hours = {
  one: 'ساعة واحدة',
  two: 'ساعتين',
  few: '# ساعات',
  other: '# ساعة',
};

// Days: "يوم واحد", "يومين", "٣ أيام" (3–10), "١١ يومًا" (11–99), "١٠٠ يوم".
const days = { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'رُفضت البطاقة',
  insufficient_funds: 'الرصيد غير كافٍ',
  expired_card: 'انتهت صلاحية البطاقة',
  authentication_failed: 'فشل التحقق الأمني للبطاقة',
  cancelled: 'أُلغيت عملية الدفع',
  expired: 'انتهت مهلة الدفع',
};

export const ar: MailCopy = {
  direction: 'rtl',
  'password-reset': (d, f) => ({
    subject: 'إعادة تعيين كلمة المرور',
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `يُرجى استخدام هذا الرابط خلال ${f.count(d.minutes, minutes)} لاختيار كلمة مرور جديدة. يمكن استخدام الرابط مرة واحدة فقط.`,
    action: 'اختيار كلمة مرور جديدة',
    closing: 'إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  }),
  'email-change': (d, f) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني الجديد',
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `يُرجى فتح هذا الرابط خلال ${f.count(d.hours, hours)} لاستخدام هذا العنوان في حسابك.`,
    action: 'تأكيد هذا العنوان',
    closing: 'إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة: لن يتغير شيء.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `أكِّد تسجيلك: ${d.campaign}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `يُرجى تأكيد تسجيلك في الحملة «${d.campaign}» خلال ${f.count(d.hours, hours)}. ستظهر الميزة بعد ذلك عند طلب اشتراك.`,
    action: 'تأكيد تسجيلي',
    closing: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتم تسجيلك.',
  }),
  welcome: (d) => ({
    subject: 'أهلًا بك: حسابك جاهز',
    greeting: `مرحبًا ${d.firstName}،`,
    lead: 'حسابك جاهز. يمكنك فيه الاطلاع على حجوزاتك وإدارتها.',
    action: 'فتح حسابي',
    closing: 'إذا لم يكن هذا الحساب من إنشائك، فيُرجى الرد على هذه الرسالة وسنحذفه.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `تم تأكيد حجزك رقم ${d.number}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `تم تأكيد حجزك رقم ${d.number} لسيارة ${d.model} أو ما يماثلها.`,
    facts: [
      `الاستلام: ${d.pickup.branch}، ${f.when(d.pickup.at)}`,
      `الإرجاع: ${d.return.branch}، ${f.when(d.return.at)}`,
      `الإجمالي: ${f.money(d.total)}`,
    ],
    more: {
      text: 'وفّر الوقت عند المكتب: سجّل وصولك عبر الإنترنت قبل الاستلام باستخدام رخصة القيادة ووثيقة الهوية وبطاقة للتأمين.',
      action: 'تسجيل الوصول عبر الإنترنت',
      link: d.checkInLink,
    },
    action: 'عرض حجزي',
    closing: 'يمكنك هناك تغيير المواعيد أو إلغاء الحجز. نتمنى لك رحلة سعيدة!',
  }),
  'booking-changed': (d, f) => ({
    subject: `تم تغيير مواعيد حجزك رقم ${d.number}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `تم تغيير مواعيد حجزك رقم ${d.number}.`,
    facts: [
      `الاستلام: ${f.when(d.pickupAt)}`,
      `الإرجاع: ${f.when(d.returnAt)}`,
      `الإجمالي الجديد: ${f.money(d.total)}`,
    ],
    action: 'عرض حجزي',
    closing: 'إذا لم يكن هذا التغيير منك، فيُرجى التواصل معنا فورًا.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `تم إلغاء حجزك رقم ${d.number}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `تم إلغاء حجزك رقم ${d.number}.`,
    facts: [d.fee.amountMinor > 0 ? `رسوم الإلغاء: ${f.money(d.fee)}` : 'تم الإلغاء دون أي رسوم.'],
    action: 'عرض حجزي',
    closing: 'نأمل أن نراك مجددًا قريبًا.',
  }),
  'business-application': (d) => ({
    subject: `استلمنا طلب ${d.company}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead:
      d.kind === 'agency'
        ? `شكرًا لتسجيل ${d.company} كوكالة سفر. نتحقق من رمز الوكالة وحساب العمولة، عادةً خلال يومَي عمل، ثم نراسلكم بقرارنا.`
        : `شكرًا لطلب حساب أعمال لـ ${d.company}. نتحقق من رقم التسجيل والبيانات، عادةً خلال يومَي عمل، ثم نراسلكم بقرارنا.`,
    action: 'عرض الطلب',
    closing: 'حتى ذلك الحين يمكن الحجز كالمعتاد بالحساب الشخصي.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `تمت الموافقة على ${d.company} لحجوزات الأعمال`
        : `لم تتم الموافقة على طلب ${d.company}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `تمت الموافقة على ${d.company} كوكالة سفر. يمكن الآن الحجز للعملاء؛ نسبة العمولة ${f.count(d.percent ?? 0, percent)}.`
          : `تمت الموافقة على ${d.company}. تحصل حجوزات الشركة على خصم ${f.count(d.percent ?? 0, percent)} وتُدفع بفاتورة. يمكن الآن دعوة المسافرين.`
        : `تعذّرت الموافقة على طلب ${d.company}.${d.reason ? ` السبب: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'فتح حساب الأعمال' : 'عرض الطلب',
    closing:
      d.decision === 'approved'
        ? 'شكرًا لاختيارنا لرحلات العمل.'
        : 'للأسئلة أو لإرسال مستندات جديدة، يُرجى الرد على هذه الرسالة.',
  }),
  'business-invitation': (d, f) => ({
    subject: `دعوة من ${d.firstName} للحجز مع ${d.company}`,
    greeting: `مرحبًا، وصلتكم دعوة من ${d.firstName} إلى حساب أعمال ${d.company}.`,
    lead: `بصفة مسافر لدى ${d.company} تُحجز السيارات بسعر الشركة وتُدفع بفاتورة. يُرجى قبول الدعوة خلال ${f.count(d.days, days)}؛ يعمل الرابط مرة واحدة فقط.`,
    action: 'قبول الدعوة',
    closing: 'إذا كانت هذه الشركة غير معروفة، فيُرجى تجاهل هذه الرسالة.',
  }),
  'payment-link': (d, f) => ({
    subject: `طلب دفع: ${d.description}`,
    greeting: d.firstName ? `مرحبًا ${d.firstName}،` : `مرحبًا،`,
    lead: d.number
      ? `يرجى دفع ${f.money(d.amount)} لحجزك رقم ${d.number} عبر هذا الرابط الآمن.`
      : `يرجى دفع ${f.money(d.amount)} مقابل «${d.description}» عبر هذا الرابط الآمن.`,
    facts: [`المبلغ: ${f.money(d.amount)}`, `صالح حتى: ${f.when(d.expiresAt)} (UTC)`],
    action: 'ادفع الآن',
    closing:
      'تُدخل بطاقتك في صفحة مزوّد الدفع لدينا؛ ولا نرى رقم البطاقة أبدًا. إذا لم تكن تتوقع هذا الطلب، فتجاهل هذه الرسالة.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `تعذّر الخصم من بطاقتك: ${d.description}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `لم نتمكن من خصم «${d.description}» من بطاقتك. يرجى تجديد بطاقتك ودفع المبلغ.`,
    facts: [`المبلغ: ${f.money(d.amount)}`, `السبب: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'جدّد البطاقة وادفع',
    closing: 'ستُستخدم البطاقة الجديدة للخصومات القادمة لهذا العقد.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `تم تسجيل الوصول: رمز الاستلام لحجزك رقم ${d.number}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `اكتمل تسجيل وصولك عبر الإنترنت للحجز رقم ${d.number}. اعرض رمز الاستلام ${d.code} عند المكتب، نصًا أو رمز QR في صفحة تسجيل الوصول.`,
    facts: [
      `الاستلام: ${d.pickup.branch}، ${f.when(d.pickup.at)}`,
      `رمز الاستلام: ${d.code}`,
      'أحضر أصل رخصة القيادة ووثيقة الهوية اللتين سجّلت بهما الوصول.',
      d.depositAtPickup
        ? `مبلغ التأمين: ${f.money(d.deposit)}، يُدفع بالبطاقة عند المكتب`
        : `مبلغ التأمين: ${f.money(d.deposit)}، محجوز على بطاقتك ويُحرَّر بعد الإرجاع`,
    ],
    action: 'عرض رمز الاستلام',
    closing: 'نراك عند المكتب. نتمنى لك رحلة سعيدة!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `تم إرجاع إيجارك رقم ${d.number}: فاتورتك`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `شكرًا لإرجاع السيارة عبر التطبيق. انتهى إيجارك رقم ${d.number} وفاتورته جاهزة في حسابك.`,
    facts: [
      `الفاتورة: ${d.invoiceNumber}`,
      `الإجمالي: ${f.money(d.total)}`,
      d.refuel
        ? `التزويد بالوقود أو الشحن: ${f.money(d.refuel)}`
        : 'لا رسوم وقود: عادت السيارة ممتلئة كما استلمتها.',
      d.deposit === 'released'
        ? 'تم الإفراج عن مبلغ التأمين.'
        : d.deposit === 'held'
          ? 'يبقى مبلغ التأمين محجوزًا حتى تتم تسوية الضرر الذي أبلغت عنه.'
          : 'لم يُحجز أي مبلغ تأمين على بطاقتك.',
    ],
    action: 'عرض الفاتورة',
    closing: 'شكرًا لاستئجارك معنا.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `تم تقييم الضرر الذي أبلغت عنه في الإيجار رقم ${d.number}`,
    greeting: `مرحبًا ${d.firstName}،`,
    lead: `قمنا بتقييم الضرر الذي أبلغت عنه في الإيجار رقم ${d.number} («${d.description}»).`,
    facts: [`التكلفة: ${f.money(d.cost)}`, `التوضيح: ${d.explanation}`],
    action: 'عرض حالة الضرر',
    closing: 'تُخصم التكلفة من مبلغ التأمين عند تسوية الحالة؛ وما يزيد على التأمين نطلبه منك عبر رابط دفع.',
  }),
};
