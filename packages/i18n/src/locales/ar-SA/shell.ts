// The shell namespace in ar-SA: Modern Standard Arabic for the Arabic pages of the sa and eg sites (ar-EG falls
// back to it, see fallbackChain). A language's name inside Arabic text sits between the Unicode isolates
// U+2068 (its own direction) and U+2069, as <bdi> does in markup.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تمت إزالتها.',
    linksHeading: 'قد تفيدك هذه الصفحات',
    branches: 'اعثر على فرع',
    fleet: 'أسطولنا',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  error: {
    title: 'حدث خطأ ما',
    body: 'نواجه مشكلات تقنية في الوقت الحالي. يُرجى المحاولة مرة أخرى لاحقًا.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  offline: {
    title: 'أنت غير متصل بالإنترنت',
    body: 'تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.',
  },
  languageSwitcher: {
    label: 'اللغة',
    current: 'اللغة الحالية: \u2068{{language}}\u2069',
    external: 'يفتح الموقع الإقليمي',
  },
  common: {
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
    menu: 'القائمة',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    close: 'إغلاق',
    loading: 'جارٍ التحميل…',
    signIn: 'تسجيل الدخول',
    myAccount: 'حسابي',
    home: 'الرئيسية',
    footer: 'تذييل الصفحة',
    mainNavigation: 'التنقل الرئيسي',
    opensInNewWindow: 'يفتح في نافذة جديدة',
    sites: 'جميع المواقع',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'تعذّر تحميل هذا الجزء من الصفحة. يُرجى إعادة تحميل الصفحة.',
    appUnavailable: 'تعذّر تحميل هذا الجزء من الصفحة. يُرجى المحاولة مرة أخرى لاحقًا.',
    newsBanner: 'الأخبار',
  },
};

export default shell;
