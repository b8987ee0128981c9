import { Callout } from '@/components/prose/Callout'
import { DataTable } from '@/components/prose/DataTable'
import type { ContentSection } from '@/components/prose/Section'
import { RETURN_WINDOW_DAYS, SHIPPING_BUSINESS_DAYS } from '@/lib/constants'
import { SHIPPING_RULE_TEXT } from '@/lib/shipping'

/** Typical carrier times after dispatch. Estimates shown to shoppers, not a promise. */
const deliveryEstimates = [
  { region: 'Melbourne metro', days: '1–2' },
  { region: 'Regional Victoria', days: '2–4' },
  { region: 'Sydney, Canberra, Adelaide and Brisbane metro', days: '2–4' },
  { region: 'Perth and Hobart metro', days: '3–6' },
  { region: 'Regional NSW, ACT, QLD, SA, WA and Tasmania', days: '3–7' },
  { region: 'Northern Territory and remote areas', days: '5–10' },
] as const

export const sections: readonly ContentSection[] = [
  {
    id: 'dispatch',
    title: 'Processing and dispatch',
    content: (
      <>
        <p>
          We pack every order by hand in our Melbourne workroom and dispatch it within{' '}
          <strong>{SHIPPING_BUSINESS_DAYS} business days</strong> of payment. Business days are Monday to Friday,
          excluding public holidays in Victoria, so an order placed on a Friday evening or over a long weekend leaves us
          on the following business days.
        </p>
        <p>
          During Ramadan, the lead-up to Eid and big sales we work extra hours to keep to this, but we will let you know
          by email if your order is ever going to take longer.
        </p>
      </>
    ),
  },
  {
    id: 'where-we-deliver',
    title: 'Where we deliver',
    content: (
      <>
        <p>
          We currently deliver to street addresses within Australia, including homes and workplaces. Please make sure
          someone can receive the parcel, or that it can be left safely.
        </p>
        <Callout tone="important" title="Addresses we cannot deliver to">
          <p>
            We do not ship to <strong>PO Boxes</strong> or to <strong>military addresses</strong>. If an order is placed
            with one of these, we will contact you for another address before it is dispatched.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    content: (
      <>
        <p>
          Once your order has left us, these are the usual delivery times with our carrier. They are estimates rather
          than guarantees: weather, peak seasons and remote locations can add a day or two.
        </p>
        <DataTable
          caption="Estimated delivery times after dispatch"
          columns={['Region', 'Business days']}
          rows={deliveryEstimates.map((estimate) => [estimate.region, estimate.days])}
        />
      </>
    ),
  },
  {
    id: 'shipping-costs',
    title: 'Shipping costs',
    content: (
      <>
        <p>
          {SHIPPING_RULE_TEXT} The shipping cost is shown in your cart and on the payment page, in Australian dollars,
          before you pay.
        </p>
        <p>
          <strong>Shipping costs are non-refundable.</strong> If you return an item for a refund, we refund the price of
          the item but not the original shipping charge, and the cost of posting a change-of-mind return back to us is
          yours. This does not apply when an item arrives damaged, is faulty or is not what you ordered; see below.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking your order',
    content: (
      <>
        <p>
          As soon as your parcel is dispatched we send an email with its tracking number and a link to follow it on the
          carrier&rsquo;s website. Tracking can take up to 24 hours to show the first scan.
        </p>
        <p>
          If tracking has not moved for several business days, or shows the parcel as delivered but you cannot find it,
          please check with neighbours and your building&rsquo;s reception first, then{' '}
          <a href="/contact-us">contact us</a> with your order number and we will chase it with the carrier.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    content: (
      <>
        <p>
          Changed your mind, or the fit is not quite right? You can return items within{' '}
          <strong>{RETURN_WINDOW_DAYS} days</strong> of the day we ship them: the date of the e-mail with your tracking
          number.
        </p>
        <h3>What we can accept</h3>
        <ul>
          <li>Items that are unworn, unwashed and unaltered, with their tags still attached.</li>
          <li>Items in their original packaging, with hijabs folded as they arrived.</li>
          <li>Prayer mats that are unused and free of marks and odours.</li>
        </ul>
        <p>
          We check every return carefully. If an item comes back worn, washed, perfumed or damaged, we may not be able
          to accept it and will post it back to you.
        </p>
      </>
    ),
  },
  {
    id: 'damaged-or-faulty-items',
    title: 'Damaged, faulty or incorrect items',
    content: (
      <>
        <p>
          We inspect every piece before it is packed, but mistakes and mishaps happen. If your order arrives damaged,
          has a fault, or is not what you ordered, please <a href="/contact-us">contact us</a> as soon as you can with
          your order number and a photo of the problem.
        </p>
        <p>
          We will arrange a repair, a replacement or a full refund, and we cover the cost of sending the item back to
          us. Your rights under the Australian Consumer Law are not affected by this policy or by the return window.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    content: (
      <>
        <p>
          We are happy to exchange an item for a different size or colour, as long as it is in stock. Start a return as
          described below and tell us what you would like instead. We hold the new item for you and send it as soon as
          the original reaches us.
        </p>
        <p>
          An exchange is for the same price: another size or colour of the same item that costs the same as the one you
          bought. For another item, or a size or colour at a different price, return yours for a refund and order the
          new one.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <>
        <p>
          Once your return arrives and has been checked, we email you to confirm and refund the item to your{' '}
          <strong>original payment method</strong>. We cannot refund to a different card or account, or as cash.
        </p>
        <p>
          We process refunds within a few business days of receiving the return. Depending on your bank, it may then
          take another 5–10 business days for the money to appear in your account. As explained above, shipping costs
          are not refunded.
        </p>
      </>
    ),
  },
  {
    id: 'start-a-return',
    title: 'How to start a return',
    content: (
      <>
        <ol>
          <li>
            Within {RETURN_WINDOW_DAYS} days, open your order (on <a href="/account">your account</a>, or with its
            number and your e-mail on <a href="/orders/lookup">Find your order</a>) and choose{' '}
            <strong>Return or exchange items</strong>: the items, how many, why, and a refund or another size or colour
            (offered while in stock, and held for you). Or <a href="/contact-us">contact us</a> with your order number
            and the items.
          </li>
          <li>We reply with the return address and any instructions, usually within two business days.</li>
          <li>
            Pack the items securely in their original packaging with a note of your order number, and send them with a
            tracked postal service. Keep your receipt until the return is complete: we cannot be responsible for returns
            lost on their way to us.
          </li>
          <li>
            When the parcel arrives, we check it and email you to confirm your refund or to let you know your exchange
            is on its way.
          </li>
        </ol>
      </>
    ),
  },
]
