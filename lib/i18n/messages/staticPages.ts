import { RETURN_WINDOW_DAYS, SHIPPING_BUSINESS_DAYS, SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/** '1-2' as Arabic writes a range: '1 إلى 2'. */
const arabicDispatchDays = SHIPPING_BUSINESS_DAYS.replace('-', ' إلى ')

/**
 * The four static pages' titles, descriptions, headers and closing blocks (docs/product.md §2.21); their sections
 * are in each page's content.tsx (English) and content.ar.tsx (Arabic).
 */
export const staticPagesMessages = defineMessages({
  en: {
    ourStory: {
      title: `Our Story — ${SHOP_NAME}`,
      description: `${SHOP_NAME} is a Melbourne family business founded by a mother and daughter, making modest clothing — hijabs, abayas, thobes and prayer mats — with carefully chosen fabrics and local tailors.`,
      kicker: 'About us',
      heading: 'Our Story',
      lead: 'A mother, a daughter and a kitchen table in Melbourne: how a small family business came to make modest clothing for everyone who is looking for it.',
      contactTitle: 'Come and say salaam',
      contactText: 'Questions about a fit, a fabric or a custom order? We would love to hear from you.',
    },
    shippingReturns: {
      title: `Shipping & Returns — ${SHOP_NAME}`,
      description: `Orders from ${SHOP_NAME} are dispatched within ${SHIPPING_BUSINESS_DAYS} business days to street addresses across Australia. Returns are accepted within ${RETURN_WINDOW_DAYS} days; here is how delivery, tracking, exchanges and refunds work.`,
      kicker: 'Help',
      heading: 'Shipping & Returns',
      lead: `We dispatch orders within ${SHIPPING_BUSINESS_DAYS} business days and accept returns within ${RETURN_WINDOW_DAYS} days of shipping. Here is everything you need to know.`,
      contactTitle: 'Need help with an order?',
      contactText: 'Tell us your order number and what has happened, and we will sort it out with you.',
    },
    terms: {
      title: `Terms and Conditions — ${SHOP_NAME}`,
      description: `The terms for using the ${SHOP_NAME} website: copyright notices, accounts and termination, governing law, dispute resolution, liability, indemnification and electronic communications.`,
      kicker: 'Legal',
      heading: 'Terms and Conditions',
      lead: 'The rules for using this website, making purchases and resolving disagreements. Please read them carefully.',
      contactTitle: 'Questions about these terms?',
      contactText: 'If anything here is unclear, or you want to reach our copyright agent, send us a message.',
    },
    privacy: {
      title: `Privacy Policy — ${SHOP_NAME}`,
      description: `How ${SHOP_NAME} collects, uses, shares and protects your personal information, the cookies and browser storage the shop uses, and your rights under the Australian Privacy Principles.`,
      kicker: 'Legal',
      heading: 'Privacy Policy',
      lead: 'What personal information we collect, why we collect it, and the choices you have.',
      contactTitle: 'Questions about your privacy?',
      contactText: 'Ask us what we hold about you, or request a correction or deletion, and we will respond promptly.',
    },
  },
  ar: {
    ourStory: {
      title: `قصتنا — ${SHOP_NAME}`,
      description: `${SHOP_NAME} مشروع عائلي من ملبورن أسّسته أمٌّ وابنتها، يصنع الأزياء المحتشمة من حجابات وعباءات وأثواب وسجادات صلاة، بأقمشة مختارة بعناية وأيدي خياطين محليين.`,
      kicker: 'من نحن',
      heading: 'قصتنا',
      lead: 'أمٌّ وابنتها وطاولة مطبخ في ملبورن: هكذا بدأ مشروع عائلي صغير يصنع أزياء محتشمة لكل من يبحث عنها.',
      contactTitle: 'مُرّ بنا وألقِ السلام',
      contactText: 'عندك سؤال عن مقاس أو قماش أو طلب تفصيل خاص؟ يسعدنا أن نسمع منك.',
    },
    shippingReturns: {
      title: `الشحن والإرجاع — ${SHOP_NAME}`,
      description: `تُرسَل طلبات ${SHOP_NAME} خلال ${arabicDispatchDays} يوم عمل إلى العناوين الفعلية في أنحاء أستراليا، ويُقبل الإرجاع خلال ${RETURN_WINDOW_DAYS} يومًا. تعرّف هنا على التوصيل والتتبع والاستبدال واسترداد المبالغ.`,
      kicker: 'مساعدة',
      heading: 'الشحن والإرجاع',
      lead: `نرسل الطلبات خلال ${arabicDispatchDays} يوم عمل، ونقبل الإرجاع خلال ${RETURN_WINDOW_DAYS} يومًا من الشحن. إليك كل ما تحتاج إلى معرفته.`,
      contactTitle: 'تحتاج إلى مساعدة في طلب؟',
      contactText: 'أرسل إلينا رقم طلبك وأخبرنا بما حدث، وسنحلّ الأمر معك.',
    },
    terms: {
      title: `الشروط والأحكام — ${SHOP_NAME}`,
      description: `شروط استخدام موقع ${SHOP_NAME}: إشعارات حقوق النشر، والحسابات وإنهاؤها، والقانون الحاكم، وتسوية النزاعات، والمسؤولية، والتعويض، والمراسلات الإلكترونية.`,
      kicker: 'شؤون قانونية',
      heading: 'الشروط والأحكام',
      lead: 'قواعد استخدام هذا الموقع والشراء منه وتسوية الخلافات. يُرجى قراءتها بعناية.',
      contactTitle: 'هل لديك سؤال عن هذه الشروط؟',
      contactText: 'إن كان فيها ما ليس واضحًا، أو أردت التواصل مع وكيل حقوق النشر لدينا، فأرسل إلينا رسالة.',
    },
    privacy: {
      title: `سياسة الخصوصية — ${SHOP_NAME}`,
      description: `كيف يجمع ${SHOP_NAME} معلوماتك الشخصية ويستخدمها ويشاركها ويحميها، وما يستخدمه المتجر من ملفات تعريف الارتباط وتخزين المتصفح، وحقوقك بموجب مبادئ الخصوصية الأسترالية.`,
      kicker: 'شؤون قانونية',
      heading: 'سياسة الخصوصية',
      lead: 'ما المعلومات الشخصية التي نجمعها، ولماذا نجمعها، وما الخيارات المتاحة لك.',
      contactTitle: 'هل لديك سؤال عن خصوصيتك؟',
      contactText: 'اسألنا عمّا نحتفظ به من معلومات عنك، أو اطلب تصحيحها أو حذفها، وسنردّ عليك سريعًا.',
    },
  },
})
