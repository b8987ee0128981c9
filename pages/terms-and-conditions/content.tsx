import { Callout } from '@/components/prose/Callout'
import { Placeholder } from '@/components/prose/Placeholder'
import type { ContentSection } from '@/components/prose/Section'
import { SHOP_NAME } from '@/lib/constants'

/* The blanks of this template, named once so every occurrence reads the same. */
const AgentName = () => <Placeholder label="Agent Name" />
const Address = () => <Placeholder label="Address" />
const State = () => <Placeholder label="State" />
const County = () => <Placeholder label="County" />
const NumberBlank = () => <Placeholder label="number" />

export const sections: readonly ContentSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          These Terms and Conditions (the &ldquo;Terms&rdquo;) form a legally binding agreement between you and{' '}
          {SHOP_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;, &ldquo;our&rdquo;) about your use of this website, your
          account and any purchase you make through it (together, the &ldquo;Site&rdquo;).
        </p>
        <p>
          By accessing the Site you confirm that you have read, understood and agree to be bound by these Terms. If you
          do not agree with all of them, you must not use the Site. Supplemental policies published on the Site,
          including our <a href="/shipping-returns">Shipping &amp; Returns</a> and{' '}
          <a href="/privacy-policy">Privacy Policy</a>, form part of these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'copyright-infringement',
    title: 'Copyright infringement',
    content: (
      <>
        <p>
          We respect the intellectual property rights of others. If you believe that any material available on or
          through the Site infringes a copyright you own or control, please notify our designated copyright agent using
          the contact information below.
        </p>
        <h3>Notification</h3>
        <p>Your notification must be in writing and include:</p>
        <ul>
          <li>
            a physical or electronic signature of a person authorised to act on behalf of the owner of the copyright
            that is allegedly infringed;
          </li>
          <li>identification of the copyrighted work claimed to have been infringed;</li>
          <li>
            identification of the material claimed to be infringing, with enough information for us to locate it on the
            Site;
          </li>
          <li>your name, address, telephone number and e-mail address;</li>
          <li>
            a statement that you believe in good faith that the use of the material is not authorised by the copyright
            owner, its agent or the law; and
          </li>
          <li>
            a statement that the information in the notification is accurate and that you are authorised to act on
            behalf of the copyright owner.
          </li>
        </ul>
        <p>
          A copy of your notification may be sent to the person who provided the material in question. You may be liable
          for damages, including costs and legal fees, if you materially misrepresent that material on the Site
          infringes your copyright.
        </p>
        <h3>Counter-notification</h3>
        <p>
          If you believe that your own material was removed or disabled as a result of a mistake or misidentification,
          you may send a written counter-notification to our designated copyright agent. It must include:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>
            identification of the material that was removed or disabled and the location at which it appeared before it
            was removed or disabled;
          </li>
          <li>
            a statement, under penalty of perjury, that you have a good-faith belief that the material was removed or
            disabled as a result of mistake or misidentification; and
          </li>
          <li>
            your name, address and telephone number, and a statement that you consent to the jurisdiction of the courts
            of the place where you live, and that you will accept service of process from the person who provided the
            original notification.
          </li>
        </ul>
        <p>
          If we receive a valid counter-notification, we may restore the removed material in not less than{' '}
          <NumberBlank /> and not more than <NumberBlank /> business days after receiving it, unless the person who sent
          the original notification informs us that they have filed a court action seeking to restrain the alleged
          infringement.
        </p>
        <h3>Designated copyright agent</h3>
        <address>
          Attn: Copyright Agent, <AgentName />
          <br />
          <Address />
        </address>
      </>
    ),
  },
  {
    id: 'term-and-termination',
    title: 'Term and termination',
    content: (
      <>
        <p>
          These Terms remain in full force and effect while you use the Site. We may, at our sole discretion and without
          notice or liability, deny access to and use of the Site (including blocking certain IP addresses) to any
          person for any reason, including a breach of any representation, warranty or obligation in these Terms or of
          any applicable law. We may terminate your use of the Site or delete your account, and any content or
          information you posted, at any time and without warning.
        </p>
        <p>
          If we terminate or suspend your account for any reason, you are prohibited from registering and creating a new
          account under your name, a fake or borrowed name, or the name of any third party, even if you may be acting on
          behalf of that third party. We may also take appropriate legal action, including pursuing civil, criminal and
          injunctive remedies.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modifications and interruptions',
    content: (
      <>
        <p>
          We reserve the right to change, modify or remove the contents of the Site at any time and for any reason
          without notice, including product descriptions, prices and availability. We have no obligation to update any
          information on the Site.
        </p>
        <p>
          We may update these Terms from time to time. The version published on this page is the one that applies, and
          your continued use of the Site after a change means you accept the updated Terms.
        </p>
        <p>
          We cannot guarantee that the Site will be available at all times. We may experience hardware, software or
          other problems, or need to perform maintenance, resulting in interruptions, delays or errors. You agree that
          we have no liability for any loss, damage or inconvenience caused by your inability to access or use the Site
          during any downtime.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These Terms and your use of the Site are governed by and construed in accordance with the laws of the State of{' '}
        <State />, without regard to its conflict of law principles.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    content: (
      <>
        <Callout tone="important" title="For the site owner: choose one option">
          <p>
            The three options below are alternatives. Keep the one that suits your business, delete the other two, and
            fill in every blank before relying on these Terms.
          </p>
        </Callout>
        <h3>Option 1: Any dispute is resolved in court</h3>
        <p>
          Any legal action of whatever nature brought by either you or us (each a &ldquo;Party&rdquo;) shall be
          commenced or prosecuted in the state and federal courts located in <County />, <State />, and the Parties
          consent to, and waive all defences of lack of personal jurisdiction and forum non conveniens with respect to,
          venue and jurisdiction in those courts.
        </p>
        <h3>Option 2: Informal negotiation, then arbitration</h3>
        <p>
          To expedite resolution and control the cost of any dispute, controversy or claim related to these Terms (each
          a &ldquo;Dispute&rdquo;), the Parties agree first to attempt to negotiate any Dispute informally for at least{' '}
          <NumberBlank /> days before initiating arbitration. Such informal negotiations commence upon written notice
          from one Party to the other.
        </p>
        <p>
          If the Parties are unable to resolve a Dispute through informal negotiation, the Dispute will be finally and
          exclusively resolved by binding arbitration. The arbitration will take place in <County />, <State />, and
          judgment on the award may be entered in any court having jurisdiction.
        </p>
        <h3>Option 3: Binding arbitration</h3>
        <p>
          Any Dispute shall be finally and exclusively resolved by binding arbitration conducted by a single arbitrator
          in <County />, <State />. In no event shall any Dispute be commenced by either Party more than <NumberBlank />{' '}
          years after the cause of action arose. If this arbitration provision is found to be illegal or unenforceable,
          the Dispute shall be decided by the state and federal courts located in <County />, <State />.
        </p>
        <h3>Exceptions</h3>
        <p>
          Under Options 2 and 3, the following Disputes are not subject to informal negotiation or binding arbitration:
          any Dispute seeking to enforce or protect, or concerning the validity of, the intellectual property rights of
          a Party; any Dispute related to allegations of theft, piracy, invasion of privacy or unauthorised use; and any
          claim for injunctive relief.
        </p>
      </>
    ),
  },
  {
    id: 'class-action-restrictions',
    title: 'Restrictions on class actions',
    content: (
      <p>
        The Parties agree that any arbitration or court proceeding shall be limited to the Dispute between the Parties
        individually. To the full extent permitted by law: no arbitration or proceeding shall be joined with any other;
        there is no right or authority for any Dispute to be arbitrated or resolved on a class-action basis or to use
        class-action procedures; and there is no right or authority for any Dispute to be brought in a purported
        representative capacity on behalf of the general public or any other persons.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    content: (
      <>
        <p>
          The Site is provided on an &ldquo;as-is&rdquo; and &ldquo;as-available&rdquo; basis. You agree that your use
          of the Site is at your sole risk. To the fullest extent permitted by law, we disclaim all warranties, express
          or implied, in connection with the Site and your use of it, including the implied warranties of
          merchantability, fitness for a particular purpose and non-infringement.
        </p>
        <p>
          We make no warranties or representations about the accuracy or completeness of the Site&rsquo;s content, and
          we assume no liability for errors or omissions in it, for any unauthorised access to our servers, for any
          interruption of transmission to or from the Site, or for any bugs, viruses or the like transmitted to or
          through the Site by a third party.
        </p>
        <p>
          Nothing in these Terms excludes, restricts or modifies any right or remedy, or any guarantee, warranty or
          other term or condition, implied or imposed by any legislation that cannot lawfully be excluded or limited,
          including the consumer guarantees under the Australian Consumer Law.
        </p>
      </>
    ),
  },
  {
    id: 'limitations-of-liability',
    title: 'Limitations of liability',
    content: (
      <>
        <p>
          In no event will we or our directors, employees or agents be liable to you or any third party for any direct,
          indirect, consequential, exemplary, incidental, special or punitive damages, including lost profit, lost
          revenue, loss of data or other damages arising from your use of the Site, even if we have been advised of the
          possibility of such damages.
        </p>
        <p>
          Notwithstanding anything to the contrary contained herein, our liability to you for any cause whatsoever and
          regardless of the form of the action will at all times be limited to the amount paid, if any, by you to us
          during the <NumberBlank />
          -month period prior to any cause of action arising.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    content: (
      <>
        <p>
          You agree to defend, indemnify and hold us harmless, including our subsidiaries, affiliates, officers, agents,
          partners and employees, from and against any loss, damage, liability, claim or demand, including reasonable
          legal fees and expenses, made by any third party due to or arising out of:
        </p>
        <ul>
          <li>your use of the Site;</li>
          <li>your breach of these Terms;</li>
          <li>any breach of your representations and warranties set out in these Terms;</li>
          <li>your violation of the rights of a third party, including intellectual property rights; or</li>
          <li>any overtly harmful act toward any other user of the Site.</li>
        </ul>
        <p>
          We reserve the right, at your expense, to assume the exclusive defence and control of any matter for which you
          are required to indemnify us, and you agree to cooperate with that defence.
        </p>
      </>
    ),
  },
  {
    id: 'user-data',
    title: 'User data',
    content: (
      <p>
        We maintain certain data that you transmit to the Site for the purpose of managing its performance, as well as
        data relating to your use of the Site. Although we perform regular routine backups, you are solely responsible
        for all data that you transmit or that relates to any activity you have undertaken using the Site. You agree
        that we have no liability to you for any loss or corruption of such data. How we handle personal information is
        described in our <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    ),
  },
  {
    id: 'electronic-communications',
    title: 'Electronic communications, transactions and signatures',
    content: (
      <p>
        Visiting the Site, sending us e-mails and completing online forms constitute electronic communications. You
        consent to receive electronic communications, and you agree that all agreements, notices, disclosures and other
        communications we provide to you electronically, by e-mail and on the Site, satisfy any legal requirement that
        such communication be in writing. You hereby agree to the use of electronic signatures, contracts, orders and
        other records, and to electronic delivery of notices, policies and records of transactions initiated or
        completed by us or via the Site.
      </p>
    ),
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    content: (
      <>
        <p>
          These Terms and any policies or operating rules posted by us on the Site constitute the entire agreement and
          understanding between you and us. Our failure to exercise or enforce any right or provision of these Terms
          shall not operate as a waiver of that right or provision.
        </p>
        <p>
          These Terms operate to the fullest extent permissible by law. We may assign any or all of our rights and
          obligations to others at any time. If any provision or part of a provision of these Terms is determined to be
          unlawful, void or unenforceable, that provision is deemed severable and does not affect the validity and
          enforceability of the remaining provisions.
        </p>
        <p>
          There is no joint venture, partnership, employment or agency relationship created between you and us as a
          result of these Terms or your use of the Site. These Terms will not be construed against us by virtue of our
          having drafted them.
        </p>
      </>
    ),
  },
]
