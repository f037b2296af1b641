import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, PayloadTooLargeException, Post, Query, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../../auth/guards.js';
import { AdminProductsService } from './admin-products.service.js';
import { AdminProductImages } from './admin-product-images.service.js';
import { AdminProductsQueryDto } from './dto/admin-products-query.dto.js';
import { CreateProductDto } from './dto/create-product.dto.js';
import { PublishProductsDto } from './dto/publish-products.dto.js';
import { UpdateProductDto } from './dto/update-product.dto.js';
import { ApiErrorResponses } from '../../common/swagger.js';
import { AdminProductDetailView, AdminProductPageView, BulkPublishView, ProductImageView } from '#contracts/catalog.contract';
import { MAX_IMAGE_BYTES } from '#contracts/catalog.constants';

/** Room for a multipart body's boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const TOO_LARGE = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: make it smaller and upload it again.`;

const productIdPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly images: AdminProductImages,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every product, active or not, by name, 25 a page, with its stock; search matches part of the name in any case; state filters drafts, live or hidden ones' })
  @ApiOkResponse({ type: AdminProductPageView })
  list(@Query() query: AdminProductsQueryDto) {
    return this.products.list(query.search ?? null, query.state ?? 'all', query.page ?? 1);
  }

  @Post()
  @ApiOperation({ summary: 'Create a product; it starts hidden, as a draft, until it is published with stock' })
  @ApiErrorResponses({ 400: 'A field is invalid or the category does not exist', 409: 'Another product has this slug' })
  @ApiCreatedResponse({ type: AdminProductDetailView })
  create(@CurrentUser() admin: AuthUser, @Body() body: CreateProductDto) {
    return this.products.create(admin, body);
  }

  @Post('publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish several products at once: each that can go live does, each refused one is reported with its reason' })
  @ApiOkResponse({ type: BulkPublishView })
  publishMany(@CurrentUser() admin: AuthUser, @Body() body: PublishProductsDto) {
    return this.products.publishMany(admin, body.productIds);
  }

  @Get(':productId')
  @ApiOperation({ summary: 'One product with every field the admin edits' })
  @ApiErrorResponses({ 404: 'No such product' })
  @ApiOkResponse({ type: AdminProductDetailView })
  detail(@Param('productId', productIdPipe) productId: string) {
    return this.products.detail(productId);
  }

  @Patch(':productId')
  @ApiOperation({ summary: 'Change any field of a product; a new slug keeps the old one as a redirect; answers the product as it now is' })
  @ApiErrorResponses({ 400: 'A field is invalid, the category does not exist, or nothing was given', 404: 'No such product', 409: 'The slug is taken, or a draft without a price or stock cannot go live' })
  @ApiOkResponse({ type: AdminProductDetailView })
  update(@CurrentUser() admin: AuthUser, @Param('productId', productIdPipe) productId: string, @Body() body: UpdateProductDto) {
    return this.products.update(admin, productId, body);
  }

  @Post(':productId/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put a product on sale; a draft needs a price set by an admin and stock' })
  @ApiErrorResponses({ 404: 'No such product', 409: 'The draft has no price set or no stock' })
  @ApiOkResponse({ type: AdminProductDetailView })
  publish(@CurrentUser() admin: AuthUser, @Param('productId', productIdPipe) productId: string) {
    return this.products.publish(admin, productId);
  }

  @Post(':productId/images')
  @ApiOperation({ summary: `Upload an image (multipart field "image": JPEG, PNG or WebP by its bytes, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB); it joins the gallery, and becomes the cover when there is none` })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } })
  @ApiErrorResponses({ 404: 'No such product', 409: 'The product has as many images as it may', 413: 'The file is too large', 415: 'Not a multipart upload', 422: 'The file is not a JPEG, PNG or WebP image, or cannot be read' })
  @ApiCreatedResponse({ type: ProductImageView })
  async upload(@CurrentUser() admin: AuthUser, @Param('productId', productIdPipe) productId: string, @Req() request: FastifyRequest): Promise<ProductImageView> {
    // Refused from the header, before a byte of the body is read; a body without one is cut off at the limit while it streams.
    if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeException(TOO_LARGE);
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the image as multipart/form-data, in a field named "image".');
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'image') throw new UnsupportedMediaTypeException('Send the image as multipart/form-data, in a field named "image".');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(TOO_LARGE);
      throw error;
    }
    return this.images.add(admin, productId, bytes);
  }
}
