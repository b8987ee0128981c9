import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/** What every page shares: its default title and description, the logo, and the labels of the generic controls. */
export const commonMessages = defineMessages({
  en: {
    title: `${SHOP_NAME} — Modest clothing and accessories`,
    description:
      'Hijabs, abayas, thobes and prayer essentials, made with care and shipped across Australia in 1-2 business days.',
    home: `${SHOP_NAME} home`,
    skipToContent: 'Skip to content',
    /** A spinner's and a busy button's name, when nothing more precise is said. */
    loading: 'Loading',
    close: 'Close',
    cancel: 'Cancel',
    continue: 'Continue',
    /** The toast region's name for screen readers; Radix puts the hotkey (F8) in place of `{hotkey}`. */
    notifications: 'Notifications ({hotkey})',
  },
  ar: {
    title: `${SHOP_NAME} — أزياء محتشمة وإكسسوارات`,
    description: 'حجابات وعبايات وأثواب ومستلزمات صلاة، مصنوعة بعناية وتُشحن إلى جميع أنحاء أستراليا خلال 1-2 يوم عمل.',
    home: `الصفحة الرئيسية لمتجر ${SHOP_NAME}`,
    skipToContent: 'انتقل إلى المحتوى',
    loading: 'جارٍ التحميل',
    close: 'إغلاق',
    cancel: 'إلغاء',
    continue: 'متابعة',
    notifications: 'الإشعارات ({hotkey})',
  },
})
