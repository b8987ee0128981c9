import { CATEGORIES, SHOP_NAME } from '@/lib/constants'
import type { ContentSection } from '@/components/prose/Section'

const categoryLinks = CATEGORIES.map((category) => ({
  href: `/category/${category.slug}`,
  title: category.title,
}))

export const sections: readonly ContentSection[] = [
  {
    id: 'how-it-began',
    title: 'How it began',
    content: (
      <>
        <p>
          {SHOP_NAME} started at a kitchen table in Melbourne&rsquo;s north. Amina had been sewing for as long as anyone
          in the family could remember: school uniforms let out a size, Eid outfits finished at midnight, a wedding
          abaya beaded by hand over three patient months. Friends brought her fabric and a photo torn from a magazine,
          and went home with something that fitted and felt like theirs.
        </p>
        <p>
          Her daughter Noor grew up under that table, among pins and offcuts. Years later, studying textile design and
          tired of hunting for long sleeves that did not itch, hijabs that stayed put through a full day of lectures and
          dresses that were modest without looking borrowed, she asked her mother the question that became this shop:{' '}
          <em>what if we made them ourselves, for everyone who is looking?</em>
        </p>
        <p>
          We began with a weekend market stall and forty hijabs. They sold out by lunchtime. The stall became a small
          workroom, the workroom became this website, and the kitchen table is still where we argue happily about
          colour.
        </p>
      </>
    ),
  },
  {
    id: 'fabric-first',
    title: 'Fabric first',
    content: (
      <>
        <p>
          Modest clothing is worn close to the skin and for long hours, in Australian summers as well as winters, so we
          start every design with the cloth. We look for breathable cottons and linens, soft jerseys that keep their
          shape, crepes that drape rather than cling and chiffons that are light without being see-through.
        </p>
        <p>
          We buy from a handful of mills and wholesalers we know by name, and we wash, wear and sometimes pray in a
          sample for weeks before we order a roll. If a fabric pills, fades or needs a pin every ten minutes, it does
          not make it into the shop.
        </p>
      </>
    ),
  },
  {
    id: 'the-hands-behind-each-piece',
    title: 'The hands behind each piece',
    content: (
      <>
        <p>
          Amina still cuts many of our patterns herself. Our abayas and thobes are sewn with a small team of tailors,
          most of them in Melbourne and several of them friends long before they were colleagues. They are paid fairly
          for skilled work, and they are the first to tell us when a seam could be better.
        </p>
        <p>
          Some pieces, such as our embroidered prayer mats, are made by family workshops overseas that we have visited
          and keep in close contact with. We would rather make fewer things well and know exactly who made them than
          fill the shelves quickly.
        </p>
      </>
    ),
  },
  {
    id: 'what-modest-fashion-means-to-us',
    title: 'What modest fashion means to us',
    content: (
      <>
        <blockquote>
          <p>Modesty is something you choose each morning. Your clothes should make that choice easy.</p>
        </blockquote>
        <p>
          For us, modest fashion is not about hiding. It is about dignity, comfort and intention: clothing that lets you
          move through a busy day, a quiet prayer and a family celebration without a second thought about what you are
          wearing. It should fit real bodies of every shape and age, and it should look like <em>you</em>.
        </p>
        <p>That belief shapes the details you may not notice at first:</p>
        <ul>
          <li>generous lengths and sleeves that stay where you put them;</li>
          <li>opaque fabrics, checked in daylight rather than under studio lights;</li>
          <li>pockets, because everyone deserves pockets;</li>
          <li>thobes cut with room to kneel and sit comfortably;</li>
          <li>colours that work for the office, the masjid and the dinner table alike.</li>
        </ul>
        <p>
          Our customers are Muslim women and men, converts choosing their first hijab, grandmothers and university
          students, and plenty of people of other faiths or none who simply like to be covered. Everyone is welcome
          here.
        </p>
      </>
    ),
  },
  {
    id: 'our-community',
    title: 'Our community',
    content: (
      <>
        <p>
          {SHOP_NAME} grew through word of mouth, and we have never forgotten it. We still turn up to community markets
          and Eid bazaars around Melbourne, and every year part of our Ramadan sales goes to local families who need
          help with the cost of the season.
        </p>
        <p>
          Once a month our workroom hosts a free sewing circle for women who are new to Australia. Some come to learn to
          hem a skirt, some to practise their English, and most stay for the tea. A few now sew for us.
        </p>
      </>
    ),
  },
  {
    id: 'our-promise-to-you',
    title: 'Our promise to you',
    content: (
      <>
        <p>
          We are still a family business, which means a real person packs your order, answers your email and reads your
          reviews, usually with a cup of tea in hand. If something is not right, tell us and we will make it right. If
          you love it, tell your sister.
        </p>
        <p>
          You can start with our collections for{' '}
          {categoryLinks.map((link, index) => (
            <span key={link.href}>
              {index > 0 ? (index === categoryLinks.length - 1 ? ' and ' : ', ') : null}
              <a href={link.href}>{link.title}</a>
            </span>
          ))}
          , or browse <a href="/products">everything we make</a>. Thank you for being part of our story.
        </p>
        <p>
          <strong>With love, Amina &amp; Noor</strong>
        </p>
      </>
    ),
  },
]
