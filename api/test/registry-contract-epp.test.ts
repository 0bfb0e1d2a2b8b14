import { eppDriver } from './registry-contract/epp-driver';
import { registryContract } from './registry-contract/kit';

registryContract(eppDriver());
