import { cloudServerContract } from './provisioning-contract/cloud-server-kit';
import { proxmoxCloudServerDriver } from './provisioning-contract/proxmox-cloud-server-driver';

cloudServerContract(proxmoxCloudServerDriver());
