import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Min, ValidateNested } from 'class-validator';
import { QuoteRequestDto } from '../cart-pricing/dto/quote-request.dto.js';
import { createValidationPipe } from './validation.pipe.js';

const LIMITS = { maxValues: 1_000, detailsListed: 5, detailMaxLength: 200 };

class AddToCart {
  @IsString()
  productId: string;

  @IsInt()
  @Min(1)
  quantity: number;
}

describe('validation pipe', () => {
  const sut = createValidationPipe(LIMITS);
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

  describe('a hostile request is refused cheaply, in a small body', () => {
    class Leaf {
      @IsInt()
      n: number;
    }
    class Branch {
      @IsArray()
      @ArrayMaxSize(3)
      @ValidateNested({ each: true })
      @Type(() => Leaf)
      leaves: Leaf[];
    }
    class Tree {
      @ValidateNested()
      @Type(() => Branch)
      branch: Branch;
    }

    async function refusalOf(value: unknown, metatype: new () => object) {
      try {
        await sut.transform(value, { type: 'body', metatype });
      } catch (error) {
        return (error as BadRequestException).getResponse() as { message: string; details: string[] };
      }
      throw new Error('expected a rejection');
    }

    it('refuses a list over its @ArrayMaxSize before class-transformer or class-validator reads one element', async () => {
      let reads = 0;
      const line = () => Object.defineProperty({}, 'productId', { enumerable: true, get: () => (reads++, 'p1') });
      const body = await refusalOf({ items: Array.from({ length: 60_000 }, line) }, QuoteRequestDto);
      expect(body.details).toEqual(['items must hold at most 50 products']);
      expect(reads).toBe(0);
    });

    it('checks the lists of nested DTOs the same way, naming them by their path', async () => {
      const body = await refusalOf({ branch: { leaves: Array.from({ length: 4 }, () => ({ n: 'x' })) } }, Tree);
      expect(body.details).toEqual(['branch.leaves must contain no more than 3 elements']);
    });

    it('lists a handful of problems, then how many more there are', async () => {
      const items = Array.from({ length: 50 }, () => ({}));
      const body = await refusalOf({ items }, QuoteRequestDto);
      expect(body.details).toHaveLength(6);
      expect(body.details.slice(0, 5)).toEqual(['items.0.productId must be a product id', 'items.0.quantity must be a whole number', 'items.0.quantity must not be more than 1000', 'items.0.quantity must not be less than 1', 'items.1.productId must be a product id']);
      expect(body.details[5]).toBe('and 195 more');
      expect(body.message).toBe(body.details.join('; '));
    });

    it('refuses more values than any request holds, counting an array or object before walking into it', async () => {
      const fields = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`field${index}`, 1]));
      expect((await refusalOf({ productId: 'p1', quantity: 1, ...fields }, AddToCart)).details).toEqual(['the request holds too many values: at most 1000 list items and fields in all']);
      const list = await refusalOf({ productId: Array(300_000).fill(0), quantity: 1 }, AddToCart);
      expect(list.details).toEqual(['the request holds too many values: at most 1000 list items and fields in all']);
    });

    it('cuts a problem that names a made-up field of any length', async () => {
      const body = await refusalOf({ productId: 'p1', quantity: 1, ['x'.repeat(100_000)]: 1 }, AddToCart);
      expect(body.details).toHaveLength(1);
      expect(body.details[0]).toHaveLength(200);
      expect(body.details[0]).toMatch(/^x+…$/);
    });
  });
});
