import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'تسجيل الوصول عبر الإنترنت',
    checkedIn: 'تم تسجيل الوصول · عرض رمز الاستلام',
    returnWithApp: 'الإرجاع عبر التطبيق',
    damagesTitle: 'الأضرار',
    damageTitle: '{{area}}: {{kind}}',
    state: 'الحالة',
    reportedOn: 'تاريخ الإبلاغ',
    cost: 'التكلفة',
    explanation: 'التوضيح',
    states: {
      reported: 'تم الإبلاغ',
      assessed: 'تم التقييم',
      settled: 'تمت التسوية',
    },
    areas: {
      front: 'الأمام',
      'front-left': 'الأمام من اليسار',
      left: 'الجانب الأيسر',
      'rear-left': 'الخلف من اليسار',
      rear: 'الخلف',
      'rear-right': 'الخلف من اليمين',
      right: 'الجانب الأيمن',
      'front-right': 'الأمام من اليمين',
      roof: 'السقف',
      windscreen: 'الزجاج الأمامي',
      wheels: 'العجلات والإطارات',
      interior: 'المقصورة الداخلية',
    },
    kinds: {
      scratch: 'خدش',
      dent: 'انبعاج',
      crack: 'شرخ',
      chip: 'أثر حجر',
      tyre: 'ضرر في الإطار',
      interior: 'ضرر في المقصورة الداخلية',
      other: 'ضرر آخر',
    },
  },
};

export default strings;
