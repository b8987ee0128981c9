/**
 * Every text the Orders tool shows (docs/operations.md, "The Orders tool"). Server messages are shown only for
 * validation errors that name a field; every expected failure has its own sentence here.
 */
export const ordersText = {
  toolTitle: 'Orders',
  notConfigured: {
    title: 'The Orders tool does not know where the shop is',
    body: 'Set SANITY_STUDIO_SHOP_GRAPHQL_URL to the shop’s GraphQL address (for example https://shop.example.com/graphql) when building this Studio, and list the Studio’s origin in the shop’s STAFF_TOOL_ORIGINS.',
  },
  signIn: {
    heading: 'Sign in with your shop account',
    intro: 'Use the e-mail and password of your account on the shop. Only staff accounts can see orders.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    invalid: 'That e-mail and password do not match a shop account.',
    notVerified: 'This account’s e-mail address is not verified yet. Open the link the shop mailed to it first.',
    missing: 'Enter your e-mail and password.',
    notStaff:
      'This account is not staff. Ask the shop’s owner to run “npm run staff -- grant <your e-mail>”, then sign in again.',
  },
  /** Sign-in, step 2 (docs/operations.md, "Signing in"): the second factor. */
  secondFactor: {
    verifyHeading: 'Enter your second-factor code',
    verifyIntro: 'Open your authenticator app and enter the code it shows for Noor & Thread staff.',
    code: 'Code',
    codeHint: 'Six digits from the app, or one of your recovery codes.',
    verify: 'Continue',
    verifying: 'Checking…',
    missingCode: 'Enter the code.',
    wrongCode: 'That code is not right, or was used already. Enter the current code from the app.',
    enrolHeading: 'Set up your authenticator app',
    enrolIntro:
      'Staff sign in with a second factor. Scan this QR code with an authenticator app (or type the key into it), then enter the six-digit code the app shows.',
    qrAlt: 'QR code for your authenticator app',
    key: 'Key',
    confirm: 'Confirm',
    recoveryHeading: 'Save your recovery codes',
    recoveryIntro:
      'Each code works once, instead of the app’s code, if you lose your phone. They are shown only now: keep them somewhere safe. Without the app and the codes, ask the shop’s owner to reset your second factor.',
    recoveryDone: 'I have saved them',
    startOver: 'Start again',
    usePasskey: 'Use a passkey',
    checkingPasskey: 'Waiting for your passkey…',
    orCode: 'Or enter a code from your authenticator app, or a recovery code.',
  },
  /** The Passkeys tab: WebAuthn credentials as a second factor beside the app. */
  passkeys: {
    heading: 'Passkeys',
    intro:
      'A passkey (your computer’s or phone’s screen lock, or a security key) can sign you in instead of the authenticator app’s code, after your password. Add one on each device you use; the app and the recovery codes keep working.',
    none: 'No passkeys yet.',
    name: 'Name for a new passkey',
    nameHint: 'So you can tell them apart, e.g. “Work laptop”.',
    missingName: 'Give the passkey a name first.',
    add: 'Add a passkey',
    adding: 'Waiting for your device…',
    registered: (name: string) => `Passkey “${name}” added. You can sign in with it from now on.`,
    remove: 'Remove',
    removing: 'Removing…',
    removeNamed: (name: string) => `Remove passkey ${name}`,
    removed: (name: string) => `Passkey “${name}” removed.`,
    added: (when: string) => `Added ${when}`,
    lastUsed: (when: string) => `last used ${when}`,
    neverUsed: 'not used yet',
    cancelled: 'The passkey request was cancelled or timed out. Try again.',
    alreadyOnDevice: 'This device already holds a passkey for your account.',
    unsupported: 'This browser cannot use passkeys here. Use the authenticator app instead.',
  },
  notStaff: {
    title: 'This account is not staff',
    body: 'You are signed in, but the shop does not list this account as staff. Ask the shop’s owner to run “npm run staff -- grant <your e-mail>”, then sign in again.',
  },
  signOut: 'Sign out',
  signedInAs: (email: string) => `Signed in as ${email}`,
  sessionExpired: 'Your session has ended. Please sign in again.',
  errors: {
    network: 'The shop could not be reached. Check your connection and try again.',
    rateLimited: 'Too many requests in a short time. Wait a minute, then try again.',
    forbidden: 'Your account is no longer staff, so the shop refused this. Ask the shop’s owner.',
    notFound: 'This order does not exist.',
    conflict:
      'The order’s state does not allow this any more (it may have been shipped, refunded or cancelled meanwhile). It has been reloaded.',
    refundFailed:
      'The payment provider did not make the refund. Nothing was refunded; the attempt is on the timeline. Try again. An order you were cancelling stays cancelled: cancel it again to retry its refund.',
    refundPending:
      'The payment provider did not answer, so the refund may still go through: it shows on the order once Stripe confirms it. Reload the order in a few minutes before trying again.',
    unavailable: 'The shop is briefly unavailable. Try again in a moment.',
    unexpected: 'Something went wrong on the shop’s side. Try again; if it keeps happening, tell the developers.',
  },
  /** BAD_USER_INPUT: the shop names the argument it refused (extensions.field). */
  invalidField: (field: string | undefined): string => {
    switch (field) {
      case 'amount':
        return 'Enter an amount in dollars, e.g. 12.50, no more than what is left to refund.'
      case 'reason':
        return 'Give a reason of up to 500 characters.'
      case 'carrier':
        return 'Choose a carrier, or type one of up to 60 characters.'
      case 'trackingNumber':
        return 'A tracking number has 4 to 40 letters, digits, spaces or dashes.'
      case 'threshold':
        return 'The threshold is a whole number of units, 0 or more.'
      case 'from':
      case 'to':
        return 'Enter the dates as shown, e.g. 2026-11-25.'
      default:
        return 'The shop did not accept what was entered. Check it and try again.'
    }
  },
  tabs: {
    orders: 'Orders',
    returns: 'Returns',
    lowStock: 'Low stock',
    subscribers: 'Subscribers',
    passkeys: 'Passkeys',
  },
  /** The list's views: every order, or those waiting to be packed (paid, not shipped, not cancelled). */
  views: { label: 'Show', all: 'All', unfulfilled: 'Unfulfilled' },
  list: {
    search: 'Search orders',
    searchPlaceholder: 'Order number, e-mail or name',
    status: 'Status',
    anyStatus: 'Any status',
    from: 'From',
    to: 'To',
    empty: 'No orders match.',
    loading: 'Loading orders…',
    refresh: 'Refresh',
    loadMore: 'Show more',
    count: (n: number) => `${n} order${n === 1 ? '' : 's'}`,
    columns: { number: 'Order', date: 'Date', customer: 'Customer', status: 'Status', total: 'Total' },
  },
  status: {
    paid: 'Paid',
    shipped: 'Shipped',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
    cancelled: 'Cancelled',
    payment_pending: 'Payment pending',
    payment_failed: 'Payment failed',
    test: 'Test payment',
    disputed: 'Disputed',
  } as Record<string, string>,
  /** An order's two badges (server/orders/lifecycle.ts): where its money is, and where its goods are. */
  payment: {
    pending: 'Payment pending',
    failed: 'Payment failed',
    paid: 'Paid',
    test: 'Test payment',
    partly_refunded: 'Partly refunded',
    refunded: 'Refunded',
    disputed: 'Disputed',
    dispute_lost: 'Dispute lost',
  },
  fulfilment: { unfulfilled: 'Unfulfilled', shipped: 'Shipped', cancelled: 'Cancelled' },
  flags: {
    needsAttention: 'Check before packing',
    po_box:
      'The shipping address looks like a PO Box, parcel locker or military address: do not ship; contact the shopper.',
    oversold: 'More units were paid for than were left: refund what cannot be sent.',
    disputed: 'The shopper’s bank disputed this payment (a chargeback).',
    no_address: 'No shipping address was collected for this order.',
  } as Record<string, string>,
  actors: { staff: 'staff', stripe: 'Stripe', shopper: 'the shopper', system: 'the shop' } as Record<string, string>,
  detail: {
    back: 'All orders',
    loading: 'Loading the order…',
    items: 'Items',
    size: 'Size',
    colour: 'Colour',
    quantity: 'Qty',
    subtotal: 'Subtotal',
    /** The discount code's line (docs/product.md §20). */
    discount: (code: string) => `Discount (${code})`,
    paidAfterDiscount: (amount: string) => `${amount} after discount`,
    shipping: 'Shipping',
    total: 'Total',
    /** docs/product.md §10.8. */
    gstIncluded: 'GST included',
    taxInvoice: 'Tax invoice',
    openTaxInvoice: 'Open the tax invoice (and its adjustment notes)',
    refunded: 'Refunded',
    customer: 'Customer',
    shippingAddress: 'Shipping address',
    noAddress: 'No shipping address was collected for this order.',
    payment: 'Payment',
    tracking: 'Tracking',
    timeline: 'Timeline',
    by: (actor: string) => `by ${actor}`,
    paymentSummary: (provider: string, test: boolean) =>
      test
        ? 'Paid on the test payment page (no money moved)'
        : `Paid through ${provider === 'stripe' ? 'Stripe' : provider}`,
    refundedSoFar: (amount: string) => `${amount} refunded`,
    disputed: 'disputed by the shopper’s bank',
    actions: 'Actions',
  },
  actions: {
    ship: 'Mark shipped',
    refund: 'Refund',
    cancel: 'Cancel order',
    resend: 'Resend confirmation',
    working: 'Working…',
    close: 'Close',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    amount: 'Amount (AUD)',
    amountHint: (rest: string) => `Leave empty to refund the rest (${rest}).`,
    chooseCarrier: 'Choose a carrier',
    otherCarrier: 'Other (no tracking link)',
    otherCarrierName: 'Carrier name',
    reason: 'Reason (the refund mail tells the shopper)',
    cancelReason: 'Reason for cancelling',
    cancelWarning: 'The order is refunded in full and the shopper is told by e-mail.',
    confirmShip: 'Mark shipped',
    confirmRefund: 'Refund',
    confirmCancel: 'Cancel the order',
    confirmResend: 'Resend',
    resendBody: 'The shopper gets the order confirmation e-mail again.',
    required: (field: string) => `${field} is required.`,
    shipped: 'Marked shipped. The shopper has been e-mailed the tracking link.',
    refunded: 'Refunded. The shopper has been e-mailed.',
    cancelled: 'Order cancelled and refunded. The shopper has been e-mailed.',
    resent: 'The confirmation e-mail has been sent again.',
  },
  /** Returns (docs/product.md §17.5, docs/operations.md): the Returns tab and an order's returns. */
  returns: {
    heading: 'Returns to act on',
    empty: 'No return is waiting: none requested, approved or received.',
    section: 'Returns',
    open: (orderNumber: string) => `Open order ${orderNumber}`,
    status: {
      requested: 'Requested',
      approved: 'Approved: waiting for the parcel',
      rejected: 'Rejected',
      received: 'Received',
      refunded: 'Refunded',
      exchange_shipped: 'Exchange shipped',
    },
    reasons: {
      too_small: 'too small',
      too_big: 'too big',
      too_long: 'too long',
      too_short: 'too short',
      not_as_described: 'not as described',
      damaged: 'damaged or faulty',
      changed_mind: 'changed mind',
    },
    line: (quantity: number, name: string, variant: string, reason: string) =>
      `${quantity} × ${name}${variant ? ` (${variant})` : ''}, ${reason}`,
    refund: (amount: string) => `refund ${amount}`,
    exchange: (variant: string) => `exchange for ${variant}`,
    declined: (reason: string) => `Rejected: ${reason}`,
    refunded: (amount: string) => `${amount} refunded`,
    exchangeTracking: (carrier: string, number: string) => `Exchange sent with ${carrier}, ${number}`,
    approve: 'Approve',
    reject: 'Reject',
    rejectReason: 'Reason the shopper reads',
    confirmReject: 'Reject the return',
    receive: 'Mark received',
    retryRefund: 'Retry the refund',
    shipExchange: 'Ship the exchange',
    approved: 'Approved. The shopper has been e-mailed the return instructions.',
    rejected: 'Rejected. The shopper has been e-mailed the reason.',
    received: 'Received: the units are back in stock, and the refund lines refunded.',
    exchangeShipped: 'Exchange shipped. The shopper has been e-mailed the tracking number.',
  },
  lowStock: {
    heading: 'Variants running low',
    threshold: 'Show variants with at most this many units left',
    empty: 'No variant is at or below this threshold.',
    columns: { product: 'Product', variant: 'Variant', sku: 'Price id', left: 'Units left' },
    left: (left: number, stock: number, sold: number, reserved: number) =>
      `${left} (stock ${stock}, sold ${sold}, in checkouts ${reserved})`,
  },
  subscribers: {
    heading: 'Newsletter subscribers',
    body: 'Confirmed subscribers only (they opened the confirmation link), as a CSV file for a mailing service.',
    download: 'Download subscribers (CSV)',
    downloading: 'Preparing…',
    done: (count: number) => `Downloaded ${count} subscriber${count === 1 ? '' : 's'}.`,
  },
} as const
