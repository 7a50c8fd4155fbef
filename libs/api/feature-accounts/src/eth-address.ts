import { BadRequestError } from '@unfurl/api-http';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';

const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * An Ethereum address (0x and 40 hex digits) in lower case; anything else is a 400. Mixed-case
 * (EIP-55) checksums are not verified: the address is compared case-insensitively.
 */
export function normaliseEthAddress(value: string): string {
  const address = value.trim();
  if (!ETH_ADDRESS.test(address)) {
    throw new BadRequestError(
      'An Ethereum address is 0x followed by 40 hexadecimal digits.',
      ACCOUNTS_ERROR_CODE.invalidEthAddress,
    );
  }
  return address.toLowerCase();
}
