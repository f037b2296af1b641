import { BadRequestException } from '@nestjs/common';
import { IsInt, IsString, Min } from 'class-validator';
import { createValidationPipe } from './validation.pipe.js';

class AddToCart {
  @IsString()
  productId: string;

  @IsInt()
  @Min(1)
  quantity: number;
}

describe('validation pipe', () => {
  const sut = createValidationPipe();
  const meta = { type: 'body' as const, metatype: AddToCart };

  async function rejection(value: unknown) {
    try {
      await sut.transform(value, meta);
    } catch (error) {
      return (error as BadRequestException).getResponse();
    }
    throw new Error('expected a rejection');
  }

  it('refuses unknown fields with a message naming them', async () => {
    expect(await rejection({ productId: 'p1', quantity: 1, price: 0 })).toEqual({
      code: 'validation_failed',
      message: 'price: property price should not exist',
      details: ['price: property price should not exist'],
    });
  });

  it('names each invalid field', async () => {
    const body = (await rejection({ productId: 7, quantity: 0 })) as { details: string[] };
    expect(body.details).toEqual(['productId must be a string', 'quantity must not be less than 1']);
  });

  it('turns a valid body into an instance of its class', async () => {
    const value = await sut.transform({ productId: 'p1', quantity: 2 }, meta);
    expect(value).toBeInstanceOf(AddToCart);
    expect(value).toEqual({ productId: 'p1', quantity: 2 });
  });
});
