// Stops the build on purpose.
int before = 1;
#error amp2hip bad-input test: stop here
int after = 2;
