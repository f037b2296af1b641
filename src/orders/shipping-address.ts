import type { ShippingAddress } from '#contracts/delivery-kind.constants';
import type { ShippingAddressDto } from './dto/shipping-address.dto.js';

/** The address as the order stores it: exactly these fields, a blank second line as none. */
export function shippingAddressOf(dto: ShippingAddressDto): ShippingAddress {
  return { name: dto.name, line1: dto.line1, line2: dto.line2 || null, city: dto.city, postalCode: dto.postalCode, country: dto.country };
}
