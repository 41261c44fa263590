"""Art the app draws for itself: Pillow texture generators (see :mod:`resources.art.textures`)."""
