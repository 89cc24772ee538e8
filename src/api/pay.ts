// Typed calls of the pay module: the balances of spec §3.
import { payBalances } from '../../contract/calls/pay';
import { request } from './request';

export const getBalances = () => request(payBalances);
