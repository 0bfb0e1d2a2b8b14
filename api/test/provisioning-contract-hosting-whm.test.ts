import { hostingContract } from './provisioning-contract/hosting-kit';
import { whmHostingDriver } from './provisioning-contract/whm-hosting-driver';

hostingContract(whmHostingDriver());
