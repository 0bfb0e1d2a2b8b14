import { formatUsd, type CloudServerSpec } from '@storefront/contracts';

/**
 * What the customer is told at each step of a service's life — a notification (title, body) and an email
 * (subject, text) — in English and Khmer (issue 16 item 3: every step writes both, from templates in both
 * languages). Plain text, like the other emails (mail/templates.ts).
 */
export type Locale = 'en' | 'km';

export type ServiceMessage =
  | { kind: 'order-paid'; params: { invoiceNumber: string; total: number; lines: { description: string; amount: number }[]; link: string } }
  | { kind: 'service-ready'; params: { title: string; name: string; panelUrl: string | null; ips: string[]; os: string | null; resources: CloudServerSpec | null; credentialsLink: string | null; link: string } }
  | { kind: 'ssl-validation'; params: { name: string; recordName: string; recordValue: string; approverEmail: string; link: string } }
  | { kind: 'renewed'; params: { title: string; name: string; amount: number; renewsAt: string; source: 'balance' | 'card'; link: string } }
  | { kind: 'renewal-failed'; params: { title: string; name: string; amount: number; renewsAt: string; link: string } }
  | { kind: 'suspended'; params: { title: string; name: string; amount: number; link: string } }
  | { kind: 'cancelled'; params: { title: string; name: string; reason: 'autoRenewOff' | 'unpaid' | 'customer' | 'expired' } }
  | { kind: 'deactivated'; params: { title: string; name: string } }
  | { kind: 'resized'; params: { title: string; name: string; vcpu: number; ramGb: number; storageGb: number; storageType: 'hdd' | 'ssd'; link: string } }
  | { kind: 'plan-changed'; params: { name: string; plan: string; link: string } }
  | { kind: 'domain-expired'; params: { name: string; redemptionAt: string; link: string } }
  | { kind: 'domain-redemption'; params: { name: string; leadDays: number; link: string } }
  | { kind: 'domain-refused'; params: { name: string; action: 'register' | 'transfer' | 'renew' | 'reactivate'; reason: string; amount: number; link: string } }
  | { kind: 'sla-credit-proposed'; params: { name: string; month: string; uptimePercent: number; creditPercent: number; amount: number; claimBy: string; link: string } };

export interface RenderedMessage {
  title: string;
  body: string;
  subject: string;
  text: string;
}

const SIGNATURE = {
  en: '\n\n— The Storefront team\nCloud servers, hosting and domains from Phnom Penh and Bangkok',
  km: '\n\n— ក្រុម⁠ការងារ Storefront\nម៉ាស៊ីនមេពពក សេវាបង្ហោះគេហទំព័រ និងដែន ពីភ្នំពេញ និងបាងកក',
};

const day = (iso: string) => iso.slice(0, 10);

function pick(locale: Locale, en: Omit<RenderedMessage, 'text'> & { text: string }, km: Omit<RenderedMessage, 'text'> & { text: string }): RenderedMessage {
  const chosen = locale === 'km' ? km : en;
  return { ...chosen, text: `${chosen.text}${SIGNATURE[locale]}` };
}

export function renderServiceMessage(message: ServiceMessage, locale: Locale): RenderedMessage {
  const usd = (cents: number) => formatUsd(cents, locale);
  switch (message.kind) {
    case 'order-paid': {
      const { invoiceNumber, total, lines, link } = message.params;
      const list = lines.map((l) => `- ${l.description}: ${usd(l.amount)}`).join('\n');
      return pick(
        locale,
        { title: 'Order paid', body: `Invoice ${invoiceNumber} is paid (${usd(total)}). Your services are being set up.`, subject: `Order confirmation — invoice ${invoiceNumber}`, text: `Thank you for your order.\n\nInvoice ${invoiceNumber} (paid, due upon receipt):\n${list}\nTotal: ${usd(total)}\n\nThe invoice: ${link}\nWe email the access details of each service as soon as it is ready.` },
        { title: 'ការបញ្ជាទិញត្រូវបានបង់⁠ប្រាក់', body: `វិក្កយបត្រ ${invoiceNumber} ត្រូវបានបង់ (${usd(total)})។ សេវារបស់អ្នកកំពុងត្រូវបានរៀបចំ។`, subject: `ការបញ្ជាក់ការបញ្ជាទិញ — វិក្កយបត្រ ${invoiceNumber}`, text: `សូមអរគុណសម្រាប់ការបញ្ជាទិញរបស់អ្នក។\n\nវិក្កយបត្រ ${invoiceNumber} (បានបង់)៖\n${list}\nសរុប៖ ${usd(total)}\n\nវិក្កយបត្រ៖ ${link}\nយើងនឹងផ្ញើព័ត៌មានចូលប្រើសេវានីមួយៗភ្លាមៗនៅពេលវារួចរាល់។` },
      );
    }
    case 'service-ready': {
      const { title, name, panelUrl, ips, os, resources: r, credentialsLink, link } = message.params;
      const ip = ips[0] ?? null;
      // Every address and every paid resource of a cloud server (issue 28.8): what was bought is what is listed.
      const addresses = ips.length > 1 ? `Server IPs (${ips.length}): ${ips.join(', ')}` : ip && `Server IP: ${ip}`;
      const addressesKm = ips.length > 1 ? `IP ម៉ាស៊ីនមេ (${ips.length})៖ ${ips.join(', ')}` : ip && `IP ម៉ាស៊ីនមេ៖ ${ip}`;
      const built = r && `Resources: ${r.vcpu} vCPU, ${r.ramGb} GB RAM, ${r.storageGb} GB ${r.storageType.toUpperCase()} storage, ${r.bandwidthTb} TB bandwidth, ${r.ipCount} IP`;
      const builtKm = r && `ធនធាន៖ ${r.vcpu} vCPU, RAM ${r.ramGb} GB, ទំហំផ្ទុក ${r.storageType.toUpperCase()} ${r.storageGb} GB, កម្រិតបញ្ជូន ${r.bandwidthTb} TB, IP ${r.ipCount}`;
      const facts = [panelUrl && `Control panel: ${panelUrl}`, addresses, os && `Operating system: ${os}`, built].filter(Boolean).join('\n');
      const factsKm = [panelUrl && `ផ្ទាំងគ្រប់⁠គ្រង៖ ${panelUrl}`, addressesKm, os && `ប្រព័ន្ធប្រតិបត្តិការ៖ ${os}`, builtKm].filter(Boolean).join('\n');
      const creds = credentialsLink ? `\n\nYour initial login, shown once: ${credentialsLink}` : '';
      const credsKm = credentialsLink ? `\n\nព័ត៌មានចូលដំបូង (បង្ហាញតែម្តង)៖ ${credentialsLink}` : '';
      return pick(
        locale,
        { title: `${title} is ready`, body: `${name} is ready to use.${ip ? ` IP ${ip}.` : ''}`, subject: `${title} (${name}) is ready`, text: `${title} for ${name} is ready.\n\n${facts}${creds}\n\nManage it: ${link}` },
        { title: `${title} រួចរាល់ហើយ`, body: `${name} រួចរាល់សម្រាប់ប្រើ⁠ប្រាស់។${ip ? ` IP ${ip}។` : ''}`, subject: `${title} (${name}) រួចរាល់ហើយ`, text: `${title} សម្រាប់ ${name} រួចរាល់ហើយ។\n\n${factsKm}${credsKm}\n\nគ្រប់⁠គ្រង៖ ${link}` },
      );
    }
    case 'ssl-validation': {
      const { name, recordName, recordValue, approverEmail, link } = message.params;
      return pick(
        locale,
        { title: 'Validate your domain for SSL', body: `Prove you control ${name}: publish a DNS record or approve the email to ${approverEmail}.`, subject: `Validate ${name} for your SSL certificate`, text: `To issue the certificate for ${name}, prove you control the domain in one of two ways:\n\n1. DNS: publish a TXT record ${recordName} with the value ${recordValue}\n2. Email: approve the message sent to ${approverEmail}\n\nThen confirm it in your account: ${link}` },
        { title: 'ផ្ទៀង⁠ផ្ទាត់ដែនរបស់អ្នកសម្រាប់ SSL', body: `បញ្ជាក់ថាអ្នកគ្រប់⁠គ្រង ${name}៖ បោះពុម្ពកំណត់ត្រា DNS ឬយល់ព្រមអ៊ីមែលទៅ ${approverEmail}។`, subject: `ផ្ទៀង⁠ផ្ទាត់ ${name} សម្រាប់វិញ្ញាបនបត្រ SSL`, text: `ដើម្បីចេញវិញ្ញាបនបត្រសម្រាប់ ${name} សូមបញ្ជាក់ថាអ្នកគ្រប់⁠គ្រងដែនតាមវិធីមួយ៖\n\n១. DNS៖ បោះពុម្ពកំណត់ត្រា TXT ${recordName} ដែលមានតម្លៃ ${recordValue}\n២. អ៊ីមែល៖ យល់ព្រមសារដែលបានផ្ញើទៅ ${approverEmail}\n\nបន្ទាប់មកបញ្ជាក់នៅក្នុងគណនីរបស់អ្នក៖ ${link}` },
      );
    }
    case 'renewed': {
      const { title, name, amount, renewsAt, source, link } = message.params;
      const from = source === 'card' ? 'your saved card' : 'your balance';
      const fromKm = source === 'card' ? 'កាតដែលបានរក្សា⁠ទុក' : 'សម⁠តុល្យរបស់អ្នក';
      return pick(
        locale,
        { title: `${title} renewed`, body: `${name} was renewed until ${day(renewsAt)} (${usd(amount)} from ${from}).`, subject: `${name} was renewed`, text: `${title} for ${name} was renewed automatically: ${usd(amount)} paid from ${from}. It now runs until ${day(renewsAt)}.\n\n${link}` },
        { title: `${title} ត្រូវបានបន្ត`, body: `${name} ត្រូវបានបន្តរហូតដល់ ${day(renewsAt)} (${usd(amount)} ពី${fromKm})។`, subject: `${name} ត្រូវបានបន្ត`, text: `${title} សម្រាប់ ${name} ត្រូវបានបន្តដោយស្វ័យប្រវត្តិ៖ ${usd(amount)} បានបង់ពី${fromKm}។ វាដំណើរ⁠ការរហូតដល់ ${day(renewsAt)}។\n\n${link}` },
      );
    }
    case 'renewal-failed': {
      const { title, name, amount, renewsAt, link } = message.params;
      return pick(
        locale,
        { title: 'Automatic renewal failed', body: `${name} could not be renewed (${usd(amount)}). Top up or add a card before ${day(renewsAt)}.`, subject: `We could not renew ${name}`, text: `The automatic renewal of ${title} for ${name} (${usd(amount)}) failed: your balance is not enough and no saved card could pay. Top up or add a card before ${day(renewsAt)} to keep it running.\n\n${link}` },
        { title: 'ការបន្តដោយស្វ័យប្រវត្តិបរាជ័យ', body: `${name} មិនអាចបន្តបានទេ (${usd(amount)})។ សូមបញ្ចូលប្រាក់ ឬបន្ថែមកាតមុន ${day(renewsAt)}។`, subject: `យើងមិនអាចបន្ត ${name} បានទេ`, text: `ការបន្តដោយស្វ័យប្រវត្តិនៃ ${title} សម្រាប់ ${name} (${usd(amount)}) បានបរាជ័យ៖ សម⁠តុល្យមិនគ្រប់គ្រាន់ ហើយគ្មានកាតណាអាចបង់បានទេ។ សូមបញ្ចូលប្រាក់ ឬបន្ថែមកាតមុន ${day(renewsAt)}។\n\n${link}` },
      );
    }
    case 'suspended': {
      const { title, name, amount, link } = message.params;
      return pick(
        locale,
        { title: `${title} suspended`, body: `${name} is suspended: its renewal (${usd(amount)}) is unpaid.`, subject: `${name} is suspended`, text: `${title} for ${name} is suspended because its renewal (${usd(amount)}) could not be paid. Renew it to bring it back; after five failed renewals or a week past its end it is deactivated and its data destroyed.\n\n${link}` },
        { title: `${title} ត្រូវបានផ្អាក`, body: `${name} ត្រូវបានផ្អាក៖ ការបន្ត (${usd(amount)}) មិនទាន់បានបង់។`, subject: `${name} ត្រូវបានផ្អាក`, text: `${title} សម្រាប់ ${name} ត្រូវបានផ្អាក ដោយសារការបន្ត (${usd(amount)}) មិនអាចបង់បាន។ សូមបន្តដើម្បីដំណើរ⁠ការវាឡើងវិញ។ បន្ទាប់ពីការបន្តបរាជ័យប្រាំដង ឬមួយសប្តាហ៍ក្រោយផុត⁠កំណត់ វានឹងត្រូវបិទ ហើយទិន្នន័យត្រូវបានលុប។\n\n${link}` },
      );
    }
    case 'cancelled': {
      const { title, name, reason } = message.params;
      const why = { autoRenewOff: 'auto-renew was off at its renewal date', unpaid: 'its renewal stayed unpaid', customer: 'you cancelled it', expired: 'its term ended without a renewal' }[reason];
      const whyKm = { autoRenewOff: 'ការបន្តស្វ័យប្រវត្តិត្រូវបានបិទនៅថ្ងៃបន្ត', unpaid: 'ការបន្តមិនត្រូវបានបង់', customer: 'អ្នកបានលុបចោល', expired: 'រយៈ⁠ពេលរបស់វាបានផុតដោយគ្មានការបន្ត' }[reason];
      return pick(
        locale,
        { title: `${title} cancelled`, body: `${name} was cancelled: ${why}.`, subject: `${name} was cancelled`, text: `${title} for ${name} was cancelled: ${why}. Its data has been deleted.` },
        { title: `${title} ត្រូវបានលុបចោល`, body: `${name} ត្រូវបានលុបចោល៖ ${whyKm}។`, subject: `${name} ត្រូវបានលុបចោល`, text: `${title} សម្រាប់ ${name} ត្រូវបានលុបចោល៖ ${whyKm}។ ទិន្នន័យរបស់វាត្រូវបានលុប។` },
      );
    }
    case 'deactivated': {
      const { title, name } = message.params;
      return pick(
        locale,
        { title: `${title} deactivated`, body: `${name} was deactivated after its renewal failed, and its data destroyed.`, subject: `${name} was deactivated`, text: `${title} for ${name} was deactivated: its renewal failed five times in a row or stayed unpaid a week past its end. Its data has been destroyed.` },
        { title: `${title} ត្រូវបានបិទ`, body: `${name} ត្រូវបានបិទ បន្ទាប់ពីការបន្តបរាជ័យ ហើយទិន្នន័យត្រូវបានលុប។`, subject: `${name} ត្រូវបានបិទ`, text: `${title} សម្រាប់ ${name} ត្រូវបានបិទ៖ ការបន្តបានបរាជ័យប្រាំដងជាប់គ្នា ឬមិនទាន់បង់មួយសប្តាហ៍ក្រោយផុត⁠កំណត់។ ទិន្នន័យរបស់វាត្រូវបានលុប។` },
      );
    }
    case 'resized': {
      const { title, name, vcpu, ramGb, storageGb, storageType, link } = message.params;
      const disk = `${storageGb} GB ${storageType.toUpperCase()}`;
      return pick(
        locale,
        { title: `${title} resized`, body: `${name} now runs with ${vcpu} vCPU, ${ramGb} GB RAM and ${disk}.`, subject: `${name} was resized`, text: `The change you paid for is made: ${title} for ${name} now runs with ${vcpu} vCPU, ${ramGb} GB RAM and ${disk}.\n\n${link}` },
        { title: `${title} ត្រូវបានប្តូរទំហំ`, body: `${name} ឥឡូវដំណើរ⁠ការជាមួយ ${vcpu} vCPU, RAM ${ramGb} GB និង ${disk}។`, subject: `${name} ត្រូវបានប្តូរទំហំ`, text: `ការផ្លាស់ប្តូរដែលអ្នកបានបង់⁠ប្រាក់ត្រូវបានធ្វើរួចហើយ៖ ${title} សម្រាប់ ${name} ឥឡូវដំណើរ⁠ការជាមួយ ${vcpu} vCPU, RAM ${ramGb} GB និង ${disk}។\n\n${link}` },
      );
    }
    case 'plan-changed': {
      const { name, plan, link } = message.params;
      return pick(
        locale,
        { title: `${name} is on ${plan}`, body: `The change of plan you paid for is made: ${name} now runs on ${plan}.`, subject: `${name} is now on ${plan}`, text: `The change of plan you paid for is made: your hosting account ${name} now runs on ${plan}, with its limits. Its next renewal is at the new plan's price.\n\n${link}` },
        { title: `${name} ប្រើ ${plan}`, body: `ការប្តូរគម្រោងដែលអ្នកបានបង់⁠ប្រាក់ត្រូវបានធ្វើរួចហើយ៖ ${name} ឥឡូវប្រើ ${plan}។`, subject: `${name} ឥឡូវប្រើ ${plan}`, text: `ការប្តូរគម្រោងដែលអ្នកបានបង់⁠ប្រាក់ត្រូវបានធ្វើរួចហើយ៖ គណនីបង្ហោះ ${name} របស់អ្នកឥឡូវប្រើ ${plan} ជាមួយដែនកំណត់របស់វា។ ការបន្តលើកក្រោយគិតតាមតម្លៃគម្រោងថ្មី។\n\n${link}` },
      );
    }
    case 'domain-expired': {
      const { name, redemptionAt, link } = message.params;
      return pick(
        locale,
        { title: 'Domain expired', body: `${name} expired. Renew it before ${day(redemptionAt)}, when it enters redemption.`, subject: `${name} has expired`, text: `${name} expired without a renewal. You can still renew it until ${day(redemptionAt)}; after that it enters redemption and only a reactivation brings it back.\n\n${link}` },
        { title: 'ដែនបានផុត⁠កំណត់', body: `${name} បានផុត⁠កំណត់។ សូមបន្តមុន ${day(redemptionAt)} ពេលវាចូលដំណាក់⁠កាលប្រោសលោះ។`, subject: `${name} បានផុត⁠កំណត់`, text: `${name} បានផុត⁠កំណត់ដោយគ្មានការបន្ត។ អ្នកនៅតែអាចបន្តបានរហូតដល់ ${day(redemptionAt)}។ បន្ទាប់មកវាចូលដំណាក់⁠កាលប្រោសលោះ ហើយមានតែការធ្វើឱ្យសកម្មឡើងវិញទេដែលអាចយកវាមកវិញ។\n\n${link}` },
      );
    }
    case 'domain-redemption': {
      const { name, leadDays, link } = message.params;
      return pick(
        locale,
        { title: 'Domain in redemption', body: `${name} entered redemption ${leadDays} days after expiring. Reactivate it before it is released.`, subject: `${name} is in redemption`, text: `${name} was not renewed and entered redemption ${leadDays} days after it expired. Reactivate it before the registry releases it to anyone.\n\n${link}` },
        { title: 'ដែនក្នុងដំណាក់⁠កាលប្រោសលោះ', body: `${name} បានចូលដំណាក់⁠កាលប្រោសលោះ ${leadDays} ថ្ងៃក្រោយផុត⁠កំណត់។ សូមធ្វើឱ្យសកម្មឡើងវិញមុនពេលវាត្រូវបានដោះលែង។`, subject: `${name} ស្ថិតក្នុងដំណាក់⁠កាលប្រោសលោះ`, text: `${name} មិនត្រូវបានបន្ត ហើយបានចូលដំណាក់⁠កាលប្រោសលោះ ${leadDays} ថ្ងៃក្រោយផុត⁠កំណត់។ សូមធ្វើឱ្យសកម្មឡើងវិញមុនពេលបញ្ជីឈ្មោះដោះលែងវា។\n\n${link}` },
      );
    }
    case 'domain-refused': {
      const { name, action, reason, amount, link } = message.params;
      const what = { register: 'registered', transfer: 'transferred to us', renew: 'renewed', reactivate: 'reactivated' }[action];
      const whatKm = { register: 'ចុះ⁠ឈ្មោះ', transfer: 'ផ្ទេរមកយើង', renew: 'បន្ត', reactivate: 'ធ្វើឱ្យសកម្មឡើងវិញ' }[action];
      const back = amount > 0 ? `${usd(amount)} is credited to your balance.` : 'Nothing was charged for it.';
      const backKm = amount > 0 ? `${usd(amount)} ត្រូវបានបញ្ចូលទៅសម⁠តុល្យរបស់អ្នកវិញ។` : 'មិនមានការគិតប្រាក់សម្រាប់វាទេ។';
      return pick(
        locale,
        { title: `Domain not ${what}`, body: `${name} could not be ${what}: ${reason}. ${back}`, subject: `${name} could not be ${what}`, text: `We could not get ${name} ${what}: the registry answered "${reason}". ${back} You can use it for another name or another order.\n\n${link}` },
        { title: `ដែនមិនអាច${whatKm}បានទេ`, body: `${name} មិនអាច${whatKm}បានទេ៖ ${reason}។ ${backKm}`, subject: `${name} មិនអាច${whatKm}បានទេ`, text: `យើងមិនអាច${whatKm} ${name} បានទេ៖ បញ្ជីឈ្មោះដែនបានឆ្លើយថា "${reason}"។ ${backKm} អ្នកអាចប្រើវាសម្រាប់ដែនផ្សេង ឬការបញ្ជាទិញផ្សេង។\n\n${link}` },
      );
    }
    case 'sla-credit-proposed': {
      const { name, month, uptimePercent, creditPercent, amount, claimBy, link } = message.params;
      return pick(
        locale,
        {
          title: 'A service credit is waiting for you',
          body: `${name} was up ${uptimePercent} % in ${month}, below our 99.5 % target: claim your ${creditPercent} % credit of ${usd(amount)} by ${day(claimBy)}.`,
          subject: `Service credit for ${name} (${month})`,
          text: `${name} was up ${uptimePercent} % in ${month}, below the 99.5 % uptime we aim for. You can claim a service credit of ${creditPercent} % of the month's fee, ${usd(amount)} in promo credit, until ${day(claimBy)}. It expires 30 days after it is issued.\n\nClaim it: ${link}`,
        },
        {
          title: 'ឥណទានសេវាកំពុងរង់ចាំអ្នក',
          body: `${name} ដំណើរ⁠ការ ${uptimePercent} % ក្នុង ${month} ទាបជាងគោលដៅ 99.5 % របស់យើង៖ សូមទាមទារឥណទាន ${creditPercent} % ចំនួន ${usd(amount)} មុន ${day(claimBy)}។`,
          subject: `ឥណទានសេវាសម្រាប់ ${name} (${month})`,
          text: `${name} ដំណើរ⁠ការ ${uptimePercent} % ក្នុង ${month} ទាបជាង 99.5 % ដែលយើងមានគោលដៅ។ អ្នកអាចទាមទារឥណទានសេវា ${creditPercent} % នៃថ្លៃប្រចាំខែ គឺ ${usd(amount)} ជាឥណទានប្រូម៉ូសិន រហូតដល់ ${day(claimBy)}។ វាផុត⁠កំណត់ 30 ថ្ងៃបន្ទាប់ពីចេញ។\n\nទាមទារ៖ ${link}`,
        },
      );
    }
  }
}
