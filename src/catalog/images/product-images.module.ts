import { Module } from '@nestjs/common';
import { ProductImagesController } from './product-images.controller.js';
import { ProductImagesRepository } from './product-images.repository.js';
import { ProductImagesService } from './product-images.service.js';

/** Product images kept in Postgres: checked uploads, and resized copies served at /images/{id}. */
@Module({
  controllers: [ProductImagesController],
  providers: [ProductImagesRepository, ProductImagesService],
  exports: [ProductImagesService],
})
export class ProductImagesModule {}
