import { registryContract } from './registry-contract/kit';
import { sandboxDriver } from './registry-contract/sandbox-driver';

registryContract(sandboxDriver());
