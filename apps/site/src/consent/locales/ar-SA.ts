// The consent banner's strings in ar-SA (Modern Standard Arabic; ar-EG falls back to it).
import type { ConsentStrings } from './en-US.ts';

const arSA: ConsentStrings = {
  title: 'ملفات تعريف الارتباط والخصوصية',
  intro:
    'نستخدم ملفات تعريف الارتباط الضرورية لكي يعمل هذا الموقع. وبموافقتك نستخدم أيضًا ملفات تعريف ارتباط الأداء والتتبّع لقياس خدمتنا وتحسينها. يمكنك تغيير اختيارك في أي وقت من «إعدادات ملفات تعريف الارتباط» أسفل الصفحة.',
  acceptAll: 'قبول الكل',
  limitedUse: 'استخدام محدود',
  settings: 'الإعدادات',
  privacy: 'سياسة الخصوصية',
  imprint: 'بيانات الشركة',
  settingsTitle: 'إعدادات ملفات تعريف الارتباط',
  settingsIntro: 'اختر الفئات التي يمكننا استخدامها. ملفات تعريف الارتباط الضرورية مفعّلة دائمًا.',
  categories: 'الفئات',
  essential: 'ضرورية',
  essentialText: 'لازمة لعمل الموقع: اللغة والأمان وحجزك. مفعّلة دائمًا.',
  alwaysOn: 'مفعّلة دائمًا',
  performance: 'الأداء',
  performanceText: 'إحصاءات وتتبّع يساعداننا على فهم طريقة استخدام الموقع وتحسينه.',
  save: 'حفظ الإعدادات',
  back: 'رجوع',
};
export default arSA;
