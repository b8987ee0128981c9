import { defineMessages, plural } from '../messages'

/**
 * The header, the phone menu and the footer's links (docs/product.md §2). Everything the header says is here, so a
 * page's first load carries no other catalogue for it.
 */
export const navigationMessages = defineMessages({
  en: {
    links: {
      shop: 'Shop',
      men: 'Men',
      women: 'Women',
      accessories: 'Accessories',
      ourStory: 'Our Story',
      shippingReturns: 'Shipping & Returns',
      contact: 'Contact Us',
      terms: 'Terms and Conditions',
      privacy: 'Privacy Policy',
    },
    mainNav: 'Main',
    mobileNav: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    search: 'Search',
    account: 'Your account',
    login: 'Login',
    logout: 'Logout',
    wishlist: 'Wishlist',
    /** The toast when a logged-out shopper opens the wishlist (docs/product.md §4). */
    wishlistLoginFirst: { title: 'Please login', description: 'You need to be logged in to view your wishlist' },
    viewCart: 'View Cart',
    viewCartCount: plural('en', {
      one: (n) => `View Cart (${n} item)`,
      other: (n) => `View Cart (${n} items)`,
    }),
    followUs: 'Follow us',
    language: 'Language',
  },
  ar: {
    links: {
      shop: 'المتجر',
      men: 'رجال',
      women: 'نساء',
      accessories: 'إكسسوارات',
      ourStory: 'قصتنا',
      shippingReturns: 'الشحن والإرجاع',
      contact: 'اتصل بنا',
      terms: 'الشروط والأحكام',
      privacy: 'سياسة الخصوصية',
    },
    mainNav: 'التنقل الرئيسي',
    mobileNav: 'قائمة الهاتف',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
    search: 'بحث',
    account: 'حسابك',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    wishlist: 'المفضلة',
    wishlistLoginFirst: { title: 'يُرجى تسجيل الدخول', description: 'عليك تسجيل الدخول لعرض مفضلتك' },
    viewCart: 'عرض السلة',
    viewCartCount: plural('ar', {
      zero: () => 'عرض السلة (فارغة)',
      one: () => 'عرض السلة (قطعة واحدة)',
      two: () => 'عرض السلة (قطعتان)',
      few: (n) => `عرض السلة (${n} قطع)`,
      many: (n) => `عرض السلة (${n} قطعة)`,
      other: (n) => `عرض السلة (${n} قطعة)`,
    }),
    followUs: 'تابعونا',
    language: 'اللغة',
  },
})

export type NavigationLink = keyof (typeof navigationMessages)['en']['links']
