import { hostingContract } from './provisioning-contract/hosting-kit';
import { sandboxHostingDriver } from './provisioning-contract/sandbox-hosting-driver';

hostingContract(sandboxHostingDriver());
