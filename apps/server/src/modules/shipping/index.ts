export { flatRateQuoter, type ShippingOption, type ShippingQuoter } from './shipping.ts'
