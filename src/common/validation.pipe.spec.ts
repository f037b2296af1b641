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

  it('refuses a NUL character anywhere, which Postgres cannot store, naming the field', async () => {
    expect(await rejection({ productId: 'p\u00001', quantity: 1 })).toEqual({
      code: 'validation_failed',
      message: 'productId must not contain NUL characters',
      details: ['productId must not contain NUL characters'],
    });
    await expect(sut.transform('KS-2026\u0000', { type: 'param', metatype: String, data: 'orderNumber' })).rejects.toThrow('orderNumber must not contain NUL characters');
  });

  it('refuses nesting deeper than any request of the store, before class-transformer walks it', async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 5_000; level++) deep = [deep];
    const body = (await rejection({ productId: 'p1', quantity: deep })) as { message: string };
    expect(body.message).toMatch(/^quantity(\.0)+ is nested too deeply \(more than 20 levels\)$/);
  });

  it('turns a valid body into an instance of its class', async () => {
    const value = await sut.transform({ productId: 'p1', quantity: 2 }, meta);
    expect(value).toBeInstanceOf(AddToCart);
    expect(value).toEqual({ productId: 'p1', quantity: 2 });
  });
});
