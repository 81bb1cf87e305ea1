import { base } from 'antd-mobile/es/locales/base';
import { mergeLocale } from 'antd-mobile/es/utils/merge-locale';

const typeTemplate = '${label} একটি বৈধ ${type} নয়';

/**
 * antd-mobile's own texts in Bengali (the library ships no Bengali locale): pull to refresh,
 * infinite scroll, dialogs, pickers, error and empty blocks, search bar, form messages. Figures are
 * written with Latin digits, like every figure in the app (docs/decisions.md, issue 18).
 */
export const bd = mergeLocale(base, {
  locale: 'bn-BD',
  common: {
    confirm: 'নিশ্চিত করুন',
    cancel: 'বাতিল',
    loading: 'লোড হচ্ছে',
    close: 'বন্ধ করুন',
  },
  Calendar: {
    title: 'তারিখ বাছাই',
    confirm: 'নিশ্চিত করুন',
    start: 'শুরু',
    end: 'শেষ',
    startAndEnd: 'শুরু/শেষ',
    today: 'আজ',
    markItems: ['সোম', 'মঙ্গল', 'বুধ', 'বৃহ', 'শুক্র', 'শনি', 'রবি'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: {
    placeholder: 'বাছাই করুন',
  },
  Dialog: {
    ok: 'ঠিক আছে',
  },
  DatePicker: {
    tillNow: 'এখন পর্যন্ত',
  },
  ErrorBlock: {
    default: {
      title: 'দুঃখিত, কিছু একটা ভুল হয়েছে',
      description: 'একটু পরে আবার চেষ্টা করুন',
    },
    busy: {
      title: 'দুঃখিত, লোড হচ্ছে না',
      description: 'পাতাটি রিফ্রেশ করে দেখুন',
    },
    disconnected: {
      title: 'নেটওয়ার্ক ব্যস্ত',
      description: 'পাতাটি রিফ্রেশ করে দেখুন',
    },
    empty: {
      title: 'কিছু পাওয়া যায়নি',
      description: 'অন্য কিছু খুঁজে দেখবেন?',
    },
  },
  Form: {
    required: 'আবশ্যক',
    optional: 'ঐচ্ছিক',
    defaultValidateMessages: {
      default: '${label} ঘরে ভুল আছে',
      required: '${label} লিখুন',
      enum: '${label} অবশ্যই [${enum}] এর একটি হতে হবে',
      whitespace: '${label} ফাঁকা রাখা যাবে না',
      date: {
        format: '${label} তারিখের ফরম্যাট সঠিক নয়',
        parse: '${label} তারিখে রূপান্তর করা যায়নি',
        invalid: '${label} সঠিক তারিখ নয়',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} অবশ্যই ${len} অক্ষরের হতে হবে',
        min: '${label} কমপক্ষে ${min} অক্ষরের হতে হবে',
        max: '${label} সর্বোচ্চ ${max} অক্ষরের হতে পারে',
        range: '${label} ${min} থেকে ${max} অক্ষরের মধ্যে হতে হবে',
      },
      number: {
        len: '${label} অবশ্যই ${len} হতে হবে',
        min: '${label} কমপক্ষে ${min} হতে হবে',
        max: '${label} সর্বোচ্চ ${max} হতে পারে',
        range: '${label} ${min} থেকে ${max} এর মধ্যে হতে হবে',
      },
      array: {
        len: '${len}টি ${label} হতে হবে',
        min: 'কমপক্ষে ${min}টি ${label}',
        max: 'সর্বোচ্চ ${max}টি ${label}',
        range: '${label} এর সংখ্যা ${min} থেকে ${max} এর মধ্যে হতে হবে',
      },
      pattern: {
        mismatch: '${label} এর ধরন ${pattern} এর সাথে মেলে না',
      },
    },
  },
  ImageUploader: {
    uploading: 'আপলোড হচ্ছে...',
    upload: 'আপলোড',
  },
  InfiniteScroll: {
    noMore: 'আর নেই',
    failedToLoad: 'লোড করা যায়নি',
    retry: 'আবার চেষ্টা করুন',
  },
  Input: {
    clear: 'মুছুন',
  },
  Mask: {
    name: 'আবরণ',
  },
  Modal: {
    ok: 'ঠিক আছে',
  },
  NumberKeyboard: {
    backspace: 'মুছুন',
  },
  PasscodeInput: {
    name: 'পাসকোড',
  },
  PullToRefresh: {
    pulling: 'রিফ্রেশ করতে নিচে টানুন',
    canRelease: 'রিফ্রেশ করতে ছেড়ে দিন',
    complete: 'রিফ্রেশ হয়েছে',
  },
  SearchBar: {
    name: 'খুঁজুন',
  },
  Slider: {
    name: 'স্লাইডার',
  },
  Stepper: {
    decrease: 'কমান',
    increase: 'বাড়ান',
  },
  Switch: {
    name: 'সুইচ',
  },
  Selector: {
    name: 'বাছাই',
  },
});
