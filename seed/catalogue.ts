/**
 * The seed catalogue as authored data: what each product is, what it costs and how its pictures look.
 * `documents.ts` turns it into Sanity documents; `scripts/generate-seed-images.ts` draws its pictures.
 */

export type CategoryKey = 'women' | 'men' | 'accessories'

/** Each kind has its own silhouette in the generated art. */
export type GarmentKind =
  | 'hijab'
  | 'abaya'
  | 'jilbab'
  | 'kaftan'
  | 'prayerDress'
  | 'khimar'
  | 'thobe'
  | 'kufi'
  | 'bisht'
  | 'sirwal'
  | 'jubba'
  | 'shemagh'
  | 'prayerMat'
  | 'tasbih'
  | 'underscarf'
  | 'pins'
  | 'attar'
  | 'tote'
  | 'quranStand'

/** A colourway: the fabric's base colour, plus an accent for trim, embroidery or metal. */
export interface Colourway {
  name: string
  base: string
  accent: string
}

export interface CatalogueEntry {
  slug: string
  title: string
  /** The title as the Arabic shop shows it (docs/product.md §13.10): written for Arabic readers, not word for word. */
  titleAr: string
  category: CategoryKey
  kind: GarmentKind
  price: number
  description: string
  descriptionAr: string
  colour: Colourway
  /** A second colourway, drawn for the "alt" picture. */
  altColour: Colourway
  /** Colour names shoppers choose from; default: the two colourways' names for kinds sold in colours. */
  colours?: readonly string[]
  /** Sizes whose price differs from the product price (docs/product.md §16). */
  priceBySize?: Readonly<Record<string, number>>
}

/** Size runs by kind (docs/product.md §16): abaya-style lengths in inches, letter sizes for menswear. */
export const SIZE_RUNS: Partial<Record<GarmentKind, readonly string[]>> = {
  abaya: ['52', '54', '56', '58', '60'],
  jilbab: ['52', '54', '56', '58', '60'],
  kaftan: ['52', '54', '56', '58', '60'],
  prayerDress: ['S', 'M', 'L'],
  thobe: ['S', 'M', 'L', 'XL'],
  jubba: ['S', 'M', 'L', 'XL'],
  bisht: ['S', 'M', 'L', 'XL'],
  sirwal: ['S', 'M', 'L', 'XL'],
  kufi: ['S', 'M', 'L'],
}

/** Kinds sold in a choice of colours (the women's garments and scarves); the rest come in the colour pictured. */
export const COLOUR_KINDS: ReadonlySet<GarmentKind> = new Set<GarmentKind>([
  'hijab',
  'khimar',
  'abaya',
  'jilbab',
  'kaftan',
  'prayerDress',
])

export const SEED_CATEGORIES: ReadonlyArray<{ key: CategoryKey; title: string; titleAr: string }> = [
  { key: 'women', title: 'Women', titleAr: 'نساء' },
  { key: 'men', title: 'Men', titleAr: 'رجال' },
  { key: 'accessories', title: 'Accessories', titleAr: 'إكسسوارات' },
]

/** One size of a seed size guide, in centimetres (studio/schemaTypes/sizeChart.ts). */
export interface SeedSizeRow {
  size: string
  lengthCm?: number
  heightFromCm?: number
  heightToCm?: number
  chestCm?: number
  headCm?: number
}

export interface SeedSizeGuide {
  key: string
  title: string
  titleAr: string
  note: string
  noteAr: string
  rows: readonly SeedSizeRow[]
}

/**
 * The size guides of each category (docs/product.md §16.7), one per kind of garment and size run of SIZE_RUNS:
 * abaya lengths are the garment's length in inches (52 in is 132 cm), with the wearer's height each suits.
 */
export const SEED_SIZE_GUIDES: Partial<Record<CategoryKey, readonly SeedSizeGuide[]>> = {
  women: [
    {
      key: 'lengths',
      title: 'Abayas, jilbabs and kaftans',
      titleAr: 'العبايات والجلابيب والقفاطين',
      note: 'The size is the length in inches, from the shoulder to the hem. Choose by your height: in heels, one size longer.',
      noteAr: 'المقاس هو الطول بالبوصة من الكتف إلى الحاشية. اختاري حسب طولك، ومع الكعب العالي مقاسًا أطول.',
      rows: [
        { size: '52', lengthCm: 132, heightFromCm: 150, heightToCm: 155 },
        { size: '54', lengthCm: 137, heightFromCm: 155, heightToCm: 160 },
        { size: '56', lengthCm: 142, heightFromCm: 160, heightToCm: 165 },
        { size: '58', lengthCm: 147, heightFromCm: 165, heightToCm: 170 },
        { size: '60', lengthCm: 152, heightFromCm: 170, heightToCm: 178 },
      ],
    },
    {
      key: 'prayer-dresses',
      title: 'Prayer dresses',
      titleAr: 'فساتين الصلاة',
      note: 'Chest: around the fullest part, over light clothes. Length: from the top of the head to the hem.',
      noteAr: 'الصدر: حول أعرض جزء فوق ملابس خفيفة. الطول: من أعلى الرأس إلى الحاشية.',
      rows: [
        { size: 'S', chestCm: 92, lengthCm: 140 },
        { size: 'M', chestCm: 100, lengthCm: 145 },
        { size: 'L', chestCm: 108, lengthCm: 150 },
      ],
    },
  ],
  men: [
    {
      key: 'menswear',
      title: 'Thobes, jubbas, bishts and sirwal',
      titleAr: 'الثياب والجبب والبشوت والسراويل',
      note: 'Chest: around the fullest part, under the arms. Length: from the shoulder to the hem (sirwal: waist to ankle).',
      noteAr: 'الصدر: حول أعرض جزء تحت الإبطين. الطول: من الكتف إلى الحاشية (السروال: من الخصر إلى الكاحل).',
      rows: [
        { size: 'S', chestCm: 96, lengthCm: 140 },
        { size: 'M', chestCm: 104, lengthCm: 145 },
        { size: 'L', chestCm: 112, lengthCm: 150 },
        { size: 'XL', chestCm: 120, lengthCm: 155 },
      ],
    },
    {
      key: 'kufis',
      title: 'Kufis',
      titleAr: 'الطواقي',
      note: 'Measure around the head, just above the ears and the eyebrows.',
      noteAr: 'قِس محيط الرأس فوق الأذنين والحاجبين مباشرة.',
      rows: [
        { size: 'S', headCm: 54 },
        { size: 'M', headCm: 56 },
        { size: 'L', headCm: 58 },
      ],
    },
  ],
}

const c = (name: string, base: string, accent: string): Colourway => ({ name, base, accent })

export const HERO_SEED = {
  title: 'Islamic Elegance',
  titleAr: 'أناقة إسلامية',
  slogan: 'Modest pieces, made to be worn with grace — from everyday hijabs to Eid abayas and thobes.',
  sloganAr: 'قطع محتشمة تُلبس بأناقة ووقار، من حجاب كل يوم إلى عبايات العيد وأثوابه.',
} as const

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Women
  {
    slug: 'rose-chiffon-hijab',
    title: 'Rose Chiffon Hijab',
    titleAr: 'حجاب شيفون وردي',
    category: 'women',
    kind: 'hijab',
    price: 24.95,
    description:
      'A feather-light chiffon hijab in a soft dusty rose that drapes beautifully without slipping. Finished with a fine rolled hem, it pins easily and layers well over an underscarf for all-day wear.',
    descriptionAr:
      'حجاب من الشيفون الخفيف كالريشة بلون وردي هادئ، ينسدل بانسيابية ولا ينزلق. حوافه ملفوفة بدقة، فيسهل تثبيته بالدبابيس، ويجلس فوق البونيه براحة طوال اليوم.',
    colour: c('Dusty Rose', '#d9a5a0', '#b87a74'),
    altColour: c('Blush', '#ecc4bd', '#c9968e'),
  },
  {
    slug: 'sage-jersey-hijab',
    title: 'Sage Everyday Jersey Hijab',
    titleAr: 'حجاب جيرسي يومي بلون المريمية',
    category: 'women',
    kind: 'hijab',
    price: 19.95,
    description:
      'Our most-loved everyday hijab in a breathable, gently stretchy cotton jersey. It wraps in seconds, stays put without pins and feels soft against the skin from school run to evening.',
    descriptionAr:
      'حجابنا اليومي الأكثر طلبًا، من جيرسي قطني يسمح بمرور الهواء ويتمدد بلطف. يُلف في ثوانٍ ويثبت في مكانه بلا دبابيس، وملمسه ناعم على البشرة من توصيل الأطفال إلى المدرسة حتى المساء.',
    colour: c('Sage', '#a7b59a', '#7d8c70'),
    altColour: c('Stone', '#c9beb0', '#9e9283'),
  },
  {
    slug: 'champagne-silk-hijab',
    title: 'Champagne Mulberry Silk Hijab',
    titleAr: 'حجاب حرير التوت بلون الشمبانيا',
    category: 'women',
    kind: 'hijab',
    price: 79.0,
    description:
      'Pure mulberry silk with a quiet lustre, cut generously for graceful draping at weddings and Eid. The hand-rolled edges and champagne tone catch the light without ever feeling loud.',
    descriptionAr:
      'حرير توت خالص بلمعة هادئة، بمقاس سخي يمنحك لفّة أنيقة في الأعراس والأعياد. حوافه ملفوفة يدويًا، ولون الشمبانيا فيه يلتقط الضوء دون أن يلفت الأنظار بصخب.',
    colour: c('Champagne', '#e6d3b3', '#c2a77a'),
    altColour: c('Pearl', '#eee7dc', '#cbbfae'),
  },
  {
    slug: 'oat-modal-hijab',
    title: 'Oat Modal Hijab',
    titleAr: 'حجاب مودال بلون الشوفان',
    category: 'women',
    kind: 'hijab',
    price: 29.95,
    description:
      'Silky modal with a matte finish that breathes in the Australian summer and holds its shape in winter. A neutral oat shade that pairs with everything in your wardrobe.',
    descriptionAr:
      'مودال حريري الملمس بلمسة مطفأة، يتنفس في صيف أستراليا ويحافظ على شكله في الشتاء. لون شوفاني محايد يتناسق مع كل ما في خزانتك.',
    colour: c('Oat', '#d8c7ad', '#ad9a7d'),
    altColour: c('Mocha', '#a88b74', '#7f6652'),
  },
  {
    slug: 'classic-nidha-abaya',
    title: 'Classic Nidha Abaya',
    titleAr: 'عباية ندى كلاسيكية',
    colours: ['Black', 'Navy'],
    category: 'women',
    kind: 'abaya',
    price: 139.0,
    description:
      'A timeless closed abaya in premium nidha fabric that flows as you walk and never creases in your bag. Relaxed through the body with gently tapered sleeves, it is the piece you will reach for every week.',
    descriptionAr:
      'عباية مقفلة لا يبهت حضورها، من قماش الندى الفاخر الذي ينساب مع خطواتك ولا يتجعد في حقيبتك. قصّتها واسعة على الجسم وأكمامها تضيق بلطف نحو المعصم، وستكون القطعة التي تعودين إليها كل أسبوع.',
    colour: c('Midnight Black', '#2b2826', '#6b625b'),
    altColour: c('Deep Navy', '#28324a', '#5b6786'),
  },
  {
    slug: 'taupe-open-front-abaya',
    title: 'Taupe Open-Front Kimono Abaya',
    titleAr: 'عباية كيمونو مفتوحة بلون بني رمادي',
    category: 'women',
    kind: 'abaya',
    price: 119.0,
    description:
      'An open-front kimono abaya in warm taupe crepe, easy to throw over any outfit. Wide sleeves and a self-tie belt let you wear it loose or cinched.',
    descriptionAr:
      'عباية كيمونو مفتوحة من الأمام، من الكريب بلون بني رمادي دافئ، تُلبس بسهولة فوق أي إطلالة. أكمامها واسعة ومعها حزام من القماش نفسه، لترتديها منسدلة أو محددة الخصر.',
    colour: c('Taupe', '#a89482', '#7d6a59'),
    altColour: c('Olive', '#8a8f6c', '#63684a'),
  },
  {
    slug: 'navy-embroidered-eid-abaya',
    title: 'Navy Embroidered Eid Abaya',
    titleAr: 'عباية العيد الكحلية المطرزة',
    priceBySize: { '58': 299, '60': 299 },
    category: 'women',
    kind: 'abaya',
    price: 289.0,
    description:
      'Our celebration abaya in deep navy crepe, hand-finished with tonal gold embroidery along the cuffs and front. Made for Eid mornings, walimas and every evening that deserves something special.',
    descriptionAr:
      'عباية المناسبات من الكريب الكحلي الداكن، مشغولة يدويًا بتطريز ذهبي هادئ على الأكمام والواجهة. صُممت لصباح العيد وولائم الأعراس وكل أمسية تستحق إطلالة مميزة.',
    colour: c('Deep Navy', '#253049', '#c9a65b'),
    altColour: c('Emerald', '#1f4a3d', '#c9a65b'),
  },
  {
    slug: 'plum-two-piece-jilbab',
    title: 'Plum Two-Piece Jilbab',
    titleAr: 'جلباب من قطعتين بلون برقوقي',
    category: 'women',
    kind: 'jilbab',
    price: 109.0,
    description:
      'A two-piece jilbab with a generous cape and matching flared skirt in soft plum. The cape falls past the hips for full coverage while leaving your arms free to move.',
    descriptionAr:
      'جلباب من قطعتين: كاب طويل وتنورة واسعة مطابقة بلون برقوقي ناعم. ينسدل الكاب إلى ما بعد الورك لستر كامل، ويترك ذراعيك حرتين في الحركة.',
    colour: c('Plum', '#7a4a63', '#a9778f'),
    altColour: c('Charcoal', '#4a4746', '#7a7573'),
  },
  {
    slug: 'terracotta-linen-kaftan',
    title: 'Terracotta Linen Kaftan',
    titleAr: 'قفطان كتان بلون التيراكوتا',
    category: 'women',
    kind: 'kaftan',
    price: 129.0,
    description:
      'A breezy linen kaftan in sun-baked terracotta with a hand-stitched neckline. Cool, loose and effortless for summer gatherings and slow weekends.',
    descriptionAr:
      'قفطان خفيف من الكتان بلون التيراكوتا الدافئ كأن الشمس لوّحته، بفتحة عنق مخيطة يدويًا. بارد وواسع وسهل الارتداء، لتجمعات الصيف وعطلات نهاية الأسبوع الهادئة.',
    colour: c('Terracotta', '#c07a5a', '#e2c7a4'),
    altColour: c('Sand', '#d9c3a2', '#a5835a'),
  },
  {
    slug: 'lilac-one-piece-prayer-dress',
    title: 'Lilac One-Piece Prayer Dress',
    titleAr: 'إسدال صلاة ليلكي من قطعة واحدة',
    category: 'women',
    kind: 'prayerDress',
    price: 69.95,
    description:
      'A one-piece prayer dress that slips on in a moment, with an attached head covering and gentle elastic at the face. Soft lilac cotton keeps you comfortable through every salah, at home or on the go.',
    descriptionAr:
      'إسدال صلاة من قطعة واحدة يُلبس في لحظة، بغطاء رأس متصل ومطاط ناعم حول الوجه. قطنه الليلكي الناعم يمنحك الراحة في كل صلاة، في البيت أو خارجه.',
    colour: c('Lilac', '#b7a3c4', '#8e78a0'),
    altColour: c('Mist Grey', '#bcc0c4', '#8d9298'),
  },
  {
    slug: 'mocha-chiffon-khimar',
    title: 'Mocha Chiffon Khimar',
    titleAr: 'خمار شيفون بلون الموكا',
    category: 'women',
    kind: 'khimar',
    price: 54.95,
    description:
      'A long, layered chiffon khimar that falls gracefully past the elbows. The fitted face band means no pins are needed, and the warm mocha shade suits every skin tone.',
    descriptionAr:
      'خمار طويل بطبقات من الشيفون ينسدل برقة إلى ما بعد المرفقين. شريط الوجه المثبّت يغنيك عن الدبابيس، ولون الموكا الدافئ يليق بكل لون بشرة.',
    colour: c('Mocha', '#8f7462', '#6a5242'),
    altColour: c('Black', '#2d2a28', '#5a5450'),
  },
  {
    slug: 'ivory-butterfly-kaftan',
    title: 'Ivory Butterfly Kaftan',
    titleAr: 'قفطان فراشة عاجي',
    category: 'women',
    kind: 'kaftan',
    price: 149.0,
    description:
      'Flowing butterfly sleeves and a soft ivory georgette make this kaftan feel like a celebration. Finished with a delicate gold trim at the neckline for Ramadan nights and family dinners.',
    descriptionAr:
      'أكمام فراشة منسدلة وجورجيت عاجي ناعم يجعلان من هذا القفطان احتفالًا بحد ذاته. تزيّن فتحةَ العنق حافةٌ ذهبية رقيقة، لليالي رمضان وعشاء العائلة.',
    colour: c('Ivory', '#efe6d6', '#c9a65b'),
    altColour: c('Rose Gold', '#d8b2a0', '#a87a62'),
  },
  // Men
  {
    slug: 'white-emirati-thobe',
    title: 'White Emirati Thobe',
    titleAr: 'ثوب إماراتي أبيض',
    category: 'men',
    kind: 'thobe',
    price: 89.0,
    description:
      'A crisp white Emirati-cut thobe in cool cotton blend, collarless with a neat tassel at the neck. Tailored through the shoulders for a clean line at Jumu’ah and every day after.',
    descriptionAr:
      'كندورة بيضاء ناصعة بالقصّة الإماراتية من مزيج قطني بارد، بلا ياقة وبطربوشة أنيقة عند الرقبة. مفصّلة عند الكتفين لتمنحك خطًا نظيفًا في صلاة الجمعة وفي كل يوم بعدها.',
    colour: c('Pure White', '#f3f1ec', '#c9c2b6'),
    altColour: c('Ivory', '#ece4d3', '#bfae90'),
  },
  {
    slug: 'ivory-saudi-collar-thobe',
    title: 'Ivory Saudi Collar Thobe',
    titleAr: 'ثوب عاجي بياقة سعودية',
    category: 'men',
    kind: 'thobe',
    price: 99.0,
    description:
      'The classic Saudi thobe with a structured collar and hidden button placket, cut from a soft ivory twill. It holds its shape through long days and looks just as sharp at Maghrib.',
    descriptionAr:
      'الثوب السعودي الكلاسيكي بياقة مقوّاة وأزرار مخفية، مفصّل من قماش تويل عاجي ناعم. يحافظ على شكله طوال اليوم ويبقى أنيقًا حتى صلاة المغرب.',
    colour: c('Ivory', '#ebe3d3', '#b9ab92'),
    altColour: c('Sky Blue', '#c4d3df', '#8aa0b3'),
  },
  {
    slug: 'charcoal-winter-wool-thobe',
    title: 'Charcoal Winter Wool Thobe',
    titleAr: 'ثوب شتوي صوف رمادي فحمي',
    category: 'men',
    kind: 'thobe',
    price: 149.0,
    description:
      'A warm wool-blend thobe in deep charcoal for cold mornings at Fajr. Brushed on the inside for comfort, with a mandarin collar and tonal buttons.',
    descriptionAr:
      'ثوب دافئ من مزيج الصوف بلون رمادي فحمي داكن، لصباحات الفجر الباردة. ناعم كالزغب من الداخل لراحة أكبر، بياقة صينية وأزرار بلون القماش.',
    colour: c('Charcoal', '#4b4a4a', '#8a8684'),
    altColour: c('Slate Blue', '#4e5a6b', '#8592a3'),
  },
  {
    slug: 'white-crochet-kufi',
    title: 'White Crochet Kufi Cap',
    titleAr: 'طاقية كروشيه بيضاء',
    category: 'men',
    kind: 'kufi',
    price: 14.95,
    description:
      'A hand-crocheted cotton kufi that sits snugly and breathes in the heat. Light enough to keep in your pocket for every prayer.',
    descriptionAr:
      'طاقية قطنية محاكة يدويًا بالكروشيه، تستقر على الرأس بإحكام وتسمح بمرور الهواء في الحر. خفيفة تحملها في جيبك لكل صلاة.',
    colour: c('White', '#f2efe8', '#cfc7b8'),
    altColour: c('Cream', '#e9dcc2', '#bba783'),
  },
  {
    slug: 'black-embroidered-kufi',
    title: 'Black Embroidered Kufi',
    titleAr: 'طاقية سوداء مطرزة',
    category: 'men',
    kind: 'kufi',
    price: 29.95,
    description:
      'A structured kufi in soft black velvet with fine gold geometric embroidery around the band. A dignified finishing touch for Eid, nikah and Friday prayers.',
    descriptionAr:
      'طاقية متماسكة من المخمل الأسود الناعم، يحيط بحافتها تطريز ذهبي هندسي دقيق. لمسة وقورة تكمل إطلالتك في العيد وعقد القران وصلاة الجمعة.',
    colour: c('Black', '#2a2828', '#c9a65b'),
    altColour: c('Burgundy', '#5e2432', '#c9a65b'),
  },
  {
    slug: 'camel-gold-trim-bisht',
    title: 'Camel Bisht with Gold Trim',
    titleAr: 'بشت جملي بزري ذهبي',
    category: 'men',
    kind: 'bisht',
    price: 289.0,
    description:
      'A ceremonial bisht in light camel wool with hand-laid gold zari trim along the front. Worn over a white thobe, it brings a quiet sense of occasion to weddings and Eid.',
    descriptionAr:
      'بشت للمناسبات من صوف خفيف بلون جملي فاتح، بزري ذهبي مشغول يدويًا على طول الواجهة. يُلبس فوق ثوب أبيض فيضفي على الأعراس والأعياد حضورًا وقورًا.',
    colour: c('Camel', '#b48a5c', '#d9b45f'),
    altColour: c('Chocolate', '#5c4332', '#d9b45f'),
  },
  {
    slug: 'black-evening-bisht',
    title: 'Black Evening Bisht',
    titleAr: 'بشت مسائي أسود',
    category: 'men',
    kind: 'bisht',
    price: 259.0,
    description:
      'A sheer black bisht with a fluid drape and slim gold edging, light enough for summer ceremonies. Folds flat for travel and falls perfectly from the shoulders.',
    descriptionAr:
      'بشت أسود شفاف بانسدال ناعم وحواف ذهبية رفيعة، خفيف بما يكفي لمناسبات الصيف. يُطوى مسطحًا للسفر وينسدل من الكتفين بإتقان.',
    colour: c('Black', '#262424', '#cfa957'),
    altColour: c('Navy', '#232c40', '#cfa957'),
  },
  {
    slug: 'sand-cotton-sirwal',
    title: 'Sand Cotton Sirwal',
    titleAr: 'سروال قطني رملي',
    category: 'men',
    kind: 'sirwal',
    price: 39.95,
    description:
      'Relaxed cotton sirwal with a drawstring waist and tapered cuffs, cut to sit above the ankle. Comfortable under a thobe or on its own around the house.',
    descriptionAr:
      'سروال قطني مريح برباط عند الخصر وأطراف ضيقة، مفصّل ليصل إلى ما فوق الكاحل. مريح تحت الثوب أو وحده في البيت.',
    colour: c('Sand', '#d6c4a6', '#a6916f'),
    altColour: c('White', '#f1eee7', '#c5bdaf'),
  },
  {
    slug: 'charcoal-linen-sirwal',
    title: 'Charcoal Linen Sirwal',
    titleAr: 'سروال كتان رمادي فحمي',
    category: 'men',
    kind: 'sirwal',
    price: 49.95,
    description:
      'Breathable washed linen sirwal in charcoal with deep side pockets. Easy, cool and respectful for warm Australian evenings.',
    descriptionAr:
      'سروال من الكتان المغسول بلون رمادي فحمي يسمح بمرور الهواء، بجيوب جانبية عميقة. مريح وبارد ومحتشم لأمسيات أستراليا الدافئة.',
    colour: c('Charcoal', '#4d4c4b', '#7e7b78'),
    altColour: c('Olive', '#6d7256', '#989d7e'),
  },
  {
    slug: 'olive-moroccan-jubba',
    title: 'Olive Moroccan Jubba',
    titleAr: 'جلابة مغربية زيتية',
    category: 'men',
    kind: 'jubba',
    price: 119.0,
    description:
      'A Moroccan-style jubba with a pointed hood and hand-twisted trim running down the front. Soft olive cotton with roomy sleeves for easy movement.',
    descriptionAr:
      'جلابة على الطراز المغربي بقلنسوة مدببة وشريط مفتول يدويًا على طول الواجهة. من قطن زيتي ناعم بأكمام واسعة تمنحك حرية الحركة.',
    colour: c('Olive', '#7a7f5c', '#d6c79a'),
    altColour: c('Stone Grey', '#9a968f', '#e2dccf'),
  },
  {
    slug: 'red-white-shemagh',
    title: 'Red and White Shemagh',
    titleAr: 'شماغ أحمر وأبيض',
    category: 'men',
    kind: 'shemagh',
    price: 34.95,
    description:
      'A traditional cotton shemagh in the classic red and white pattern with knotted tassels. Worn as a head scarf or draped over the shoulders, it keeps off the sun and the wind.',
    descriptionAr:
      'شماغ قطني تقليدي بالنقشة الحمراء والبيضاء المعروفة، وأطرافه معقودة بشراشيب. يُلبس على الرأس أو يُلقى على الكتفين، فيقيك الشمس والريح.',
    colour: c('Red & White', '#f1ece4', '#b3362e'),
    altColour: c('Black & White', '#f1ece4', '#2c2a29'),
  },
  {
    slug: 'brown-wool-jubba',
    title: 'Brown Wool Winter Jubba',
    titleAr: 'جلابة شتوية صوف بنية',
    category: 'men',
    kind: 'jubba',
    price: 159.0,
    description:
      'A heavier hooded jubba in warm brown wool blend for winter evenings and travel. The hood folds down neatly and the tonal trim adds quiet detail.',
    descriptionAr:
      'جلابة أثقل بقلنسوة، من مزيج الصوف البني الدافئ لأمسيات الشتاء والسفر. تنطوي القلنسوة بترتيب، ويضيف الشريط بلون القماش تفصيلًا هادئًا.',
    colour: c('Walnut', '#6f523d', '#c8ab86'),
    altColour: c('Charcoal', '#4a4847', '#a9a39b'),
  },
  // Accessories
  {
    slug: 'emerald-velvet-prayer-mat',
    title: 'Emerald Velvet Prayer Mat',
    titleAr: 'سجادة صلاة مخملية زمردية',
    category: 'accessories',
    kind: 'prayerMat',
    price: 59.95,
    description:
      'A plush, cushioned prayer mat in deep emerald velvet with a woven mihrab arch and gold-toned border. Soft on the knees and beautiful enough to leave out in the living room.',
    descriptionAr:
      'سجادة صلاة وثيرة ومبطنة من المخمل الزمردي الداكن، منسوج عليها قوس المحراب وإطار بلون ذهبي. ناعمة على الركبتين، وجميلة بما يكفي لتبقى مفروشة في غرفة الجلوس.',
    colour: c('Emerald', '#2f5e4e', '#d1b26a'),
    altColour: c('Burgundy', '#6a2c37', '#d1b26a'),
  },
  {
    slug: 'navy-travel-prayer-mat',
    title: 'Navy Foldable Travel Prayer Mat',
    titleAr: 'سجادة صلاة كحلية للسفر قابلة للطي',
    category: 'accessories',
    kind: 'prayerMat',
    price: 34.95,
    description:
      'A lightweight travel prayer mat that folds into its own pouch, with a simple arch motif and a non-slip back. Made for airports, offices and road trips.',
    descriptionAr:
      'سجادة صلاة خفيفة للسفر تُطوى داخل حقيبتها الصغيرة، بزخرفة قوس بسيطة وظهر مانع للانزلاق. صُنعت للمطارات والمكاتب والرحلات البرية.',
    colour: c('Navy', '#2d3a56', '#c4b08a'),
    altColour: c('Grey', '#6b6f74', '#d2c8b4'),
  },
  {
    slug: 'olive-wood-tasbih-99',
    title: 'Olive Wood Tasbih, 99 Beads',
    titleAr: 'مسبحة من خشب الزيتون، 99 حبة',
    category: 'accessories',
    kind: 'tasbih',
    price: 24.95,
    description:
      'Ninety-nine hand-turned olive wood beads on a strong silk cord, finished with a soft tassel. Warm in the hand and made to accompany your dhikr for years.',
    descriptionAr:
      'تسع وتسعون حبة من خشب الزيتون مخروطة يدويًا على خيط حريري متين ينتهي بشرّابة ناعمة. دافئة في اليد، ترافق ذكرك سنوات طويلة.',
    colour: c('Olive Wood', '#9c7a55', '#5f4a35'),
    altColour: c('Ebony', '#3b302a', '#8d7a63'),
  },
  {
    slug: 'rose-quartz-tasbih-33',
    title: 'Rose Quartz Tasbih, 33 Beads',
    titleAr: 'مسبحة كوارتز وردي، 33 حبة',
    category: 'accessories',
    kind: 'tasbih',
    price: 39.95,
    description:
      'Thirty-three polished rose quartz beads with a gold-tone spacer and tassel. A gentle gift for a new Muslimah, a graduate or a bride.',
    descriptionAr:
      'ثلاث وثلاثون حبة مصقولة من الكوارتز الوردي، بفاصل وشرّابة بلون ذهبي. هدية رقيقة لمسلمة جديدة أو لخريجة أو لعروس.',
    colour: c('Rose Quartz', '#e3b9bd', '#c9a65b'),
    altColour: c('Amethyst', '#a58bbd', '#c9a65b'),
  },
  {
    slug: 'nude-tube-underscarf',
    title: 'Nude Tube Underscarf',
    titleAr: 'بونيه أنبوبي بلون البشرة',
    category: 'accessories',
    kind: 'underscarf',
    price: 14.95,
    description:
      'A seamless tube underscarf in stretchy bamboo jersey that keeps every hijab in place. Slips on in seconds and stays comfortable all day.',
    descriptionAr:
      'بونيه أنبوبي بلا درزات من جيرسي الخيزران المطاطي، يثبّت كل حجاب في مكانه. يُلبس في ثوانٍ ويبقى مريحًا طوال اليوم.',
    colour: c('Nude', '#d8b9a0', '#b2917a'),
    altColour: c('Black', '#2c2a29', '#5a5552'),
  },
  {
    slug: 'black-ninja-underscarf',
    title: 'Black Ninja Underscarf',
    titleAr: 'بونيه نينجا أسود',
    category: 'accessories',
    kind: 'underscarf',
    price: 17.95,
    description:
      'A full-coverage underscarf with a neck panel, so no hair or neck shows even with lighter hijabs. Breathable cotton with a soft elastic back.',
    descriptionAr:
      'بونيه بتغطية كاملة مع قطعة للرقبة، فلا يظهر شعر ولا رقبة حتى مع الحجابات الخفيفة. من قطن يسمح بمرور الهواء، بمطاط ناعم من الخلف.',
    colour: c('Black', '#2a2827', '#55504c'),
    altColour: c('White', '#f1eee8', '#c7c0b4'),
  },
  {
    slug: 'pearl-hijab-pin-set',
    title: 'Pearl Hijab Pin Set',
    titleAr: 'طقم دبابيس حجاب باللؤلؤ',
    category: 'accessories',
    kind: 'pins',
    price: 16.95,
    description:
      'Twelve snag-free hijab pins topped with soft faux pearls, in a keepsake tin. Fine enough for silk and strong enough for jersey.',
    descriptionAr:
      'اثنا عشر دبوسًا للحجاب لا تشدّ خيوط القماش، تعلوها لآلئ صناعية ناعمة، في علبة معدنية تحتفظين بها للذكرى. رفيعة بما يكفي للحرير ومتينة بما يكفي للجيرسي.',
    colour: c('Pearl', '#efe8dc', '#b8a98f'),
    altColour: c('Gold', '#d8c08a', '#a88b4e'),
  },
  {
    slug: 'magnetic-hijab-pins',
    title: 'Magnetic Hijab Pins, Set of 6',
    titleAr: 'دبابيس حجاب مغناطيسية، طقم من 6',
    category: 'accessories',
    kind: 'pins',
    price: 19.95,
    description:
      'Strong pin-free magnets that hold your hijab without leaving a single hole. Six pairs in soft neutral shades that disappear into your scarf.',
    descriptionAr:
      'مغناطيسات قوية تغني عن الدبابيس وتثبّت حجابك دون أن تترك ثقبًا واحدًا. ستة أزواج بألوان محايدة هادئة تختفي في طيّات الحجاب.',
    colour: c('Neutrals', '#cdb8a4', '#8c7764'),
    altColour: c('Pastels', '#c9c2d8', '#9c93b0'),
  },
  {
    slug: 'oud-rose-attar-oil',
    title: 'Oud & Rose Attar Oil, 12 ml',
    titleAr: 'دهن العود والورد، 12 مل',
    category: 'accessories',
    kind: 'attar',
    price: 44.95,
    description:
      'An alcohol-free attar blending smoky oud with Taif rose, in a faceted glass bottle with a long applicator. A few drops last from Dhuhr well into the night.',
    descriptionAr:
      'عطر زيتي خالٍ من الكحول يمزج العود المدخّن بالورد الطائفي، في قارورة زجاجية مضلّعة بعود طويل لوضع العطر. بضع قطرات تدوم من صلاة الظهر حتى ساعة متأخرة من الليل.',
    colour: c('Oud Amber', '#a25a3c', '#c9a65b'),
    altColour: c('Rose', '#b86a78', '#c9a65b'),
  },
  {
    slug: 'white-musk-attar-oil',
    title: 'White Musk Attar Oil, 6 ml',
    titleAr: 'دهن المسك الأبيض، 6 مل',
    category: 'accessories',
    kind: 'attar',
    price: 27.95,
    description:
      'A clean, soft white musk attar that sits close to the skin. Alcohol-free and gentle, made for every day and every prayer.',
    descriptionAr: 'دهن مسك أبيض نظيف وناعم يبقى قريبًا من البشرة. خالٍ من الكحول ولطيف، لكل يوم ولكل صلاة.',
    colour: c('White Musk', '#e8e2ef', '#bfae7a'),
    altColour: c('Amber', '#d9a961', '#a57e3f'),
  },
  {
    slug: 'linen-arch-tote-bag',
    title: 'Linen Arch Tote Bag',
    titleAr: 'حقيبة كتان بنقش القوس',
    category: 'accessories',
    kind: 'tote',
    price: 32.0,
    description:
      'A sturdy linen tote printed with our mihrab arch motif, roomy enough for a prayer mat, your Quran and the weekly shop. Lined inside with a zip pocket for keys.',
    descriptionAr:
      'حقيبة كتان متينة مطبوع عليها نقش قوس المحراب، تتسع لسجادة الصلاة ومصحفك ومشتريات الأسبوع. مبطنة من الداخل، وفيها جيب بسحّاب للمفاتيح.',
    colour: c('Natural Linen', '#e2d6c2', '#7a4b3a'),
    altColour: c('Forest', '#3e5443', '#e2d6c2'),
  },
  {
    slug: 'carved-wooden-quran-stand',
    title: 'Carved Wooden Quran Stand',
    titleAr: 'رحل مصحف من الخشب المنحوت',
    category: 'accessories',
    kind: 'quranStand',
    price: 64.95,
    description:
      'A traditional folding rehal carved from a single piece of mango wood, with an arched lattice cut-out. It holds the mushaf at a gentle angle for comfortable reading.',
    descriptionAr:
      'رحل تقليدي قابل للطي، منحوت من قطعة واحدة من خشب المانجو بزخرفة مشبّكة على شكل قوس. يحمل المصحف بميل لطيف لقراءة مريحة.',
    colour: c('Mango Wood', '#9a6b43', '#6b4529'),
    altColour: c('Walnut', '#5e4330', '#3d2a1d'),
  },
]
