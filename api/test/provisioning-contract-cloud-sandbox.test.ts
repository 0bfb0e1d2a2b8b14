import { cloudServerContract } from './provisioning-contract/cloud-server-kit';
import { sandboxCloudServerDriver } from './provisioning-contract/sandbox-cloud-server-driver';

cloudServerContract(sandboxCloudServerDriver());
