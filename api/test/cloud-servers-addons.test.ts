import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ownedServiceSchema, serviceCredentialsSchema } from '@storefront/contracts';
import type { ServiceDetails } from '../src/db/tables/services';
import type { SandboxProvisioner } from '../src/provisioning/sandbox-provisioner';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance } from './helpers/buy';
import { eventually } from './helpers/eventually';
import { lastMail } from './helpers/mail';

let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

describe('issue 28.8: every paid add-on of a cloud server reaches the server and is shown', () => {
  it('issue 28.8: 2 additional IPs and more vCPU, RAM, storage and bandwidth are provisioned, and shown by the service, the ready email and the credentials', async () => {
    // cs-basic-cloud-1: 2 vCPU, 2 GB RAM, 40 GB SSD, 2 TB bandwidth, one IP.
    const addons = { 'cs-additional-ip': 2, 'cs-cpu': 2, 'cs-ram': 4, 'cs-more-storage': 20, 'cs-bandwidth': 1 };
    const item = { type: 'cloud-server', package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName: 'addons-1', storageType: 'ssd', source: 'NEW', addons };
    const quote = (await customer.send('POST', '/api/products/cloud-server/price', item)).json() as { lines: { key: string; quantity: number; amount: number }[] };
    expect(quote.lines.find((line) => line.key === 'additionalIp')).toMatchObject({ quantity: 2, amount: 700 });
    const paid = { vcpu: 4, ramGb: 6, storageGb: 60, storageType: 'ssd', bandwidthTb: 3, ipCount: 3 };

    const orderId = await buyWithBalance(customer, staff, customerId, [item]);
    const id = (await t.app.db.selectFrom('services').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
    const service = await eventually(async () => ownedServiceSchema.parse((await customer.get(`/api/user/services/${id}`)).json()), (s) => s.status === 'active', 'the server running');

    // The provisioned server: built with everything paid for, and given three addresses.
    const details = (await t.app.db.selectFrom('services').select('details').where('id', '=', id).executeTakeFirstOrThrow()).details as ServiceDetails;
    const built = await (t.app.provisioner as SandboxProvisioner).builtOf(details.externalId!, t.app.db);
    expect(built?.server).toEqual(paid);
    expect(built?.ips).toHaveLength(3);
    expect(new Set(built!.ips).size).toBe(3);

    // The service endpoint: every address, the primary one first, and the resources.
    expect(service.cloudServer).toMatchObject({ ip: built!.ips[0], ips: built!.ips, resources: paid });

    // The ready email: every address and every paid resource.
    const mail = await lastMail(t.app, CUSTOMER.login, 'service-service-ready');
    for (const ip of built!.ips) expect(mail.text).toContain(ip);
    expect(mail.text).toContain('Resources: 4 vCPU, 6 GB RAM, 60 GB SSD storage, 3 TB bandwidth, 3 IP');

    // The credentials page's call: every address too.
    const token = /\/account\/services\/credentials\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const credentials = serviceCredentialsSchema.parse((await customer.get(`/api/user/services/credentials/${token}`)).json());
    expect(credentials).toMatchObject({ serviceId: id, ip: built!.ips[0], ips: built!.ips });
  });
});
